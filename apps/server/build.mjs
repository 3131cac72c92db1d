// Bundles the server into dist/main.js. Workspace code (@portal/shared, TypeScript source) is
// bundled in; every npm dependency stays external and is loaded from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const root = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@portal/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  define: { __APP_VERSION__: JSON.stringify(root.version) },
  logLevel: 'warning',
});
