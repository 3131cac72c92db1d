import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Build-time environments; only 'producao' hides the items spec §2.4 names. */
const AMBIENTES = ['producao', 'homologacao', 'desenvolvimento'] as const;

/** The API server of `npm start`/`npm run dev`; the web app always calls it as same-origin /api. */
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

// The repository root's .env (the one `npm start` reads) configures the build too.
const ENV_DIR = new URL('../..', import.meta.url).pathname;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, ENV_DIR, 'VITE_');
  // Fail the build, not the browser: a typo here would silently show demo items in production.
  if (env.VITE_AMBIENTE && !(AMBIENTES as readonly string[]).includes(env.VITE_AMBIENTE)) {
    throw new Error(
      `VITE_AMBIENTE inválido: '${env.VITE_AMBIENTE}'. Use um de: ${AMBIENTES.join(', ')}.`,
    );
  }
  const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };
  return {
    envDir: ENV_DIR,
    // Each text file also as .br and .gz, compressed once at the highest levels: the server
    // sends the one the browser accepts (@fastify/static's preCompressed).
    plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
    define: { __APP_VERSION__: JSON.stringify(rootPackage.version) },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Everything the entry imports statically in one file: every page loads all of it
          // before anything else, and left alone it came in 7 files (7 requests instead of 1).
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
  };
});
