import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Negotiator from 'negotiator';
import { MENSAGENS } from '@portal/shared/common/messages';
import { SESSION_HINT_COOKIE } from '@portal/shared/auth/session-keys';
import { isLoggedInPagePath, LOGGED_IN_HTML } from '@portal/shared/menu/urls';

/** API answers smaller than this go uncompressed: the encoding would cost more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The codings the server sends, best first (the build makes a .br and a .gz of each file). */
const ENCODINGS: ('br' | 'gzip')[] = ['br', 'gzip'];

/**
 * Compresses the answers that are not already compressed (the API's JSON, exports) with brotli
 * or gzip, whichever the client prefers. Registered before the routes: it attaches itself to
 * each route as it is declared. Request bodies stay as sent (no decompression): the API reads
 * JSON and its size limit applies to the bytes received.
 */
export async function registerCompression(app: FastifyInstance) {
  // The coding is chosen once, here, by RFC 9110's rules (negotiator), and both plugins are
  // handed a plain 'br', 'gzip' or 'identity': on their own they read '*' as gzip even where
  // the client refused gzip ('gzip;q=0, *').
  app.addHook('onRequest', async (request) => {
    if (request.headers['accept-encoding'] === undefined) return;
    request.headers['accept-encoding'] =
      new Negotiator(request).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? 'identity';
  });
  await app.register(compress, {
    encodings: ENCODINGS,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}

// A path that names a file (a script, a style sheet, an image...) answers 404 when the file is
// missing, never the page: a browser would run index.html as a script and fail silently.
const FILE_PATH = /\.(?:js|mjs|css|map|json|svg|ico|png|webp|woff2?|txt|xml|webmanifest)$/i;

/** Whether the browser says it holds a session (SESSION_HINT_COOKIE; never a credential). */
function hasSessionHint(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some((cookie) => cookie.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * Serves the built web app (`npm run build`): each file in the brotli or gzip version the build
 * made of it (`.br`, `.gz`) when the browser accepts one, hashed assets cached for good and
 * the pages revalidated on every load; unknown page paths get index.html (history fallback),
 * or, in the logged-in area and for a browser holding a session, the same page with the area's
 * code asked for as it is parsed.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const root = resolve(webDistDir);
  const hasWebApp = existsSync(join(root, 'index.html'));
  const hasLoggedInHtml = existsSync(join(root, LOGGED_IN_HTML));
  if (!hasWebApp) {
    app.log.warn(
      { webDistDir: root },
      'web app not built (no index.html): only the API is served; `npm run build` builds it',
    );
  } else {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      // Our cache-control below, never send's default 'public, max-age=0' over it
      // (@fastify/static 9 hands setHeaders the raw response: setHeader, not header).
      cacheControl: false,
      setHeaders(res, path) {
        // The same URL is sent as brotli, gzip or plain: caches must key on the coding.
        res.setHeader('vary', 'Accept-Encoding');
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?', 1)[0] ?? '';
    const isFile = path.startsWith('/api') || path.startsWith('/assets/') || FILE_PATH.test(path);
    if (hasWebApp && isPage && !isFile) {
      const page =
        hasLoggedInHtml && isLoggedInPagePath(path) && hasSessionHint(request.headers.cookie)
          ? LOGGED_IN_HTML
          : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    }
    return reply.status(404).send([{ mensagem: MENSAGENS.rotaNaoEncontrada }]);
  });
}
