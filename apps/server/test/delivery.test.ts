import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { COMPRESSION_THRESHOLD_BYTES } from '../src/plugins/delivery';
import { bearer, createTestApp, login, mensagens } from './helper';

// A built web app as `npm run build` lays it out: every text file next to its .br and .gz.
const INDEX_HTML =
  '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>VB Registradora</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script></head>' +
  `<body><div id="root"></div>${'<!-- página -->'.repeat(40)}</body></html>`;
const SCRIPT = `export const rotas = ${JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ caminho: `/vbconnection/vbauto/pagina-${i}` })),
)};\n`;

let webDist: string;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;

function writeWithCompressed(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeWithCompressed(join(webDist, 'index.html'), INDEX_HTML);
  writeWithCompressed(join(webDist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  ctx = await createTestApp({ WEB_DIST_DIR: webDist });
  token = await login(ctx.app, 'administrador');
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The body as the client reads it after undoing the answer's Content-Encoding. */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  if (encoding === undefined || encoding === 'identity') return response.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

// What a client sends -> the codings it accepts (identity is acceptable unless refused).
const ACCEPT_ENCODINGS: [string | undefined, string[]][] = [
  ['gzip, deflate, br, zstd', ['br']],
  ['gzip', ['gzip']],
  ['GZIP', ['gzip']],
  ['br;q=0, gzip', ['gzip']],
  ['br;q=0', ['identity']],
  ['gzip;q=0.2, br;q=0.9', ['br']],
  ['br;q=0.1, gzip;q=0.9', ['gzip']],
  ['*', ['br', 'gzip']],
  ['gzip;q=0, *', ['br', 'identity']],
  ['identity', ['identity']],
  ['compress, x-desconhecida', ['identity']],
  ['', ['identity']],
  [';;,,q=, br;q=abc', ['identity']],
  [undefined, ['identity']],
];

describe.each([
  ['a hashed asset', '/assets/index-Ab12Cd34.js', SCRIPT],
  ['index.html', '/index.html', INDEX_HTML],
  ['a page path (history fallback)', '/vbconnection/vbauto/home', INDEX_HTML],
])('%s, whatever Accept-Encoding says', (_name, url, content) => {
  it.each(ACCEPT_ENCODINGS)('Accept-Encoding %j -> one of %j', async (accept, accepted) => {
    const response = await get(url, accept === undefined ? {} : { 'accept-encoding': accept });
    expect(response.statusCode).toBe(200);
    expect(accepted).toContain(response.headers['content-encoding'] ?? 'identity');
    expect(decoded(response)).toBe(content);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });
});

describe('precompressed files', () => {
  it.each([
    ['br', '/assets/index-Ab12Cd34.js', 'assets/index-Ab12Cd34.js.br'],
    ['gzip', '/assets/index-Ab12Cd34.js', 'assets/index-Ab12Cd34.js.gz'],
    ['br', '/vbconnection/login', 'index.html.br'],
    ['gzip', '/', 'index.html.gz'],
  ])(
    '%s: %s is the file the build made, not compressed again per request',
    async (accept, url, file) => {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(accept);
      expect(response.rawPayload.equals(readFileSync(join(webDist, file)))).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    },
  );
});

describe('caching', () => {
  it('keeps hashed assets for a year, in every encoding', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': accept });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('revalidates index.html on every load, however it is reached', async () => {
    for (const url of ['/', '/index.html', '/vbconnection/login']) {
      for (const accept of ['br', 'gzip', 'identity']) {
        const response = await get(url, { 'accept-encoding': accept });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
    }
  });
});

describe('a missing file answers 404, never the page', () => {
  it.each([
    '/assets/index-Zz99Yy88.js',
    '/assets/index-Zz99Yy88.css',
    '/assets/index-Ab12Cd34.js.zz',
    '/assets/',
    '/nao-existe.js',
    '/vbconnection/vbauto/chunk-antigo.js',
    '/vbconnection/vbauto/estilo.css?v=2',
    '/favicon.ico',
  ])('%s', async (url) => {
    for (const accept of ['br', 'gzip', '*', '']) {
      const response = await get(url, { 'accept-encoding': accept });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(mensagens(response)).toEqual([MENSAGENS.rotaNaoEncontrada]);
    }
  });
});

describe('API answers', () => {
  it('are compressed above the threshold, in the coding the client accepts', async () => {
    for (const [accept, accepted] of ACCEPT_ENCODINGS) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/cidades?uf=SP&size=100',
        headers: {
          ...bearer(token),
          ...(accept === undefined ? {} : { 'accept-encoding': accept }),
        },
      });
      expect(response.statusCode, String(accept)).toBe(200);
      expect(accepted, String(accept)).toContain(
        response.headers['content-encoding'] ?? 'identity',
      );
      const body = decoded(response);
      expect(Buffer.byteLength(body)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect((JSON.parse(body) as { content: unknown[] }).content).toHaveLength(100);
    }
  });

  it('go as they are below the threshold', async () => {
    const response = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(response.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
  });
});

describe('the logged-in area’s page', () => {
  // A build that made logged-in.html too: index.html asking for the area's code as it parses.
  const LOGGED_IN_HTML = INDEX_HTML.replace(
    '</head>',
    '<link rel="modulepreload" crossorigin href="/assets/logged-in-area-Ef56Gh78.js"></head>',
  );
  let dist: string;
  let area: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-web-dist-'));
    writeWithCompressed(join(dist, 'index.html'), INDEX_HTML);
    writeWithCompressed(join(dist, 'logged-in.html'), LOGGED_IN_HTML);
    area = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await area.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const getPage = (url: string, headers: Record<string, string> = {}) =>
    area.app.inject({ method: 'GET', url, headers });

  it.each([
    '/vbconnection/vbauto/home',
    '/vbconnection/vbauto/contrato/pedido/20260000000123?x=1',
    '/vbconnection',
    '/vbconnection/vbpague/',
    '/totais',
  ])('%s gets it, revalidated on every load, when the browser holds a session', async (url) => {
    const response = await getPage(url, {
      'accept-encoding': 'br',
      cookie: 'outro=x; vbconnection.sessao=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(response)).toBe(LOGGED_IN_HTML);
  });

  it.each([undefined, 'outro=1', 'vbconnection.sessao=0', 'xvbconnection.sessao=1'])(
    'a browser without a session (cookie %j) gets index.html: it is sent to the login page',
    async (cookie) => {
      const response = await getPage('/vbconnection/vbauto/home', cookie ? { cookie } : {});
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    '/',
    '/home',
    '/vbconnection/login?returnUrl=%2Fvbconnection%2Fvbauto%2Fhome',
    '/vbconnection/Login',
    '/vbconnection/%6Cogin/',
    '/vbconnection/pre-cadastro',
    '/vbconnection/esqueci-senha',
    '/vbconnection/redefinir-senha',
    '/institucional/pre-cadastro',
    '/quem-somos',
    '/vbexpress',
    '/certidao/verificar',
    '/pagina-que-nao-existe',
  ])('%s, a public page, gets index.html without the area’s code', async (url) => {
    const response = await getPage(url, { cookie: 'vbconnection.sessao=1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });
});
