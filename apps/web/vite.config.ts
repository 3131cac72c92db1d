import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Rolldown, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { loggedInAreaChunks, loggedInHtml, srcDirOf } from './logged-in-chunks';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** Build-time environments; only 'producao' hides the items spec §2.4 names. */
const AMBIENTES = ['producao', 'homologacao', 'desenvolvimento'] as const;

/** The API server of `npm start`/`npm run dev`; the web app always calls it as same-origin /api. */
const API_TARGET = process.env.PORTAL_API_URL ?? 'http://localhost:3000';

// The repository root's .env (the one `npm start` reads) configures the build too.
const ENV_DIR = new URL('../..', import.meta.url).pathname;

/** Set while vite.config.ts builds once to see the chunks it would get (loggedInAreaChunks). */
const FIRST_PASS = 'PORTAL_WEB_CHUNKS_FIRST_PASS';

export default defineConfig(async ({ mode, command }): Promise<UserConfig> => {
  const env = loadEnv(mode, ENV_DIR, 'VITE_');
  // Fail the build, not the browser: a typo here would silently show demo items in production.
  if (env.VITE_AMBIENTE && !(AMBIENTES as readonly string[]).includes(env.VITE_AMBIENTE)) {
    throw new Error(
      `VITE_AMBIENTE inválido: '${env.VITE_AMBIENTE}'. Use um de: ${AMBIENTES.join(', ')}.`,
    );
  }
  const proxy = { '/api': { target: API_TARGET, changeOrigin: false } };
  const firstPass = process.env[FIRST_PASS] === '1';
  // The shell and the code only it and the logged-in pages use, in one chunk: built once
  // without it to learn which modules those are (logged-in-chunks.ts).
  let shellChunks = new Map<string, string>();
  if (command === 'build' && !firstPass) {
    process.env[FIRST_PASS] = '1';
    try {
      const output = await build({
        configFile: new URL(import.meta.url).pathname,
        mode,
        logLevel: 'silent',
        build: { write: false },
      });
      shellChunks = loggedInAreaChunks(
        output as Rolldown.RolldownOutput | Rolldown.RolldownOutput[],
        srcDirOf(import.meta.url),
      );
    } finally {
      delete process.env[FIRST_PASS];
    }
  }
  return {
    envDir: ENV_DIR,
    // Each text file also as .br and .gz, compressed once at the highest levels: the server
    // sends the one the browser accepts (@fastify/static's preCompressed).
    plugins: [
      react(),
      ...(firstPass
        ? []
        : [
            loggedInHtml(srcDirOf(import.meta.url)),
            compression({ algorithms: ['brotliCompress', 'gzip'] }),
          ]),
    ],
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
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'] },
              // Not its dependencies: those the public pages share stay where they are.
              ...(shellChunks.size > 0
                ? [
                    {
                      name: (id: string) => shellChunks.get(id) ?? null,
                      test: (id: string) => shellChunks.has(id),
                      includeDependenciesRecursively: false,
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
});
