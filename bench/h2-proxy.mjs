// An HTTPS + HTTP/2 reverse proxy in front of the portal, as the load balancer of a deployment
// is (README "Scale out": the nodes answer plain HTTP behind it; browsers speak HTTP/2 over
// TLS to it). Used by the benchmarks that measure what a browser receives: over plain
// HTTP/1.1 a browser opens at most 6 connections per origin, and Lighthouse simulates exactly
// that, so a page of many small files waits in line; over HTTP/2 they share one connection.
// The certificate is self-signed, made by `openssl` for this run: the browser is started with
// --ignore-certificate-errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers of one hop only: never forwarded (RFC 9110 §7.6.1, and HTTP/2's own). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-h2-cert-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (made.status !== 0) throw new Error('openssl could not make a certificate');
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/**
 * Starts the proxy on `port`, forwarding to `upstream` (http://host:port). Resolves to
 * `{ url, close }`.
 */
export async function startH2Proxy({ port, upstream }) {
  const target = new URL(upstream);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = request.headers[':authority'] ?? request.headers.host ?? target.host;
    headers['x-forwarded-for'] = request.socket.remoteAddress ?? '';
    headers['x-forwarded-proto'] = 'https';
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
        }
        response.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
