// Prints the JavaScript each page loads on a cold visit, from the build in dist/: the entry
// chunk and its static imports, plus the page's lazy chunk and its static imports. The bytes are
// those the server sends a browser that accepts brotli (every current one): the .br file the
// build wrote beside each chunk, which @fastify/static serves as it is, not a compression made
// here.
// e2e/tests/bundle.spec.ts measures the same on the wire in Chromium.
// Usage: npm run build -w @portal/web && npm run bundle-report -w @portal/web [-- --files]
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';

const assets = new URL('../dist/assets/', import.meta.url);
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const source = (name) => readFileSync(new URL(name, assets), 'utf8');

function staticImports(name) {
  const code = source(name);
  const found = new Set();
  // `import{a}from"./x.js"`, `import"./x.js"`, `export{a}from"./x.js"`; not `import("./x.js")`.
  for (const match of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) {
    found.add(match[1]);
  }
  return found;
}

function closure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const name = queue.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...staticImports(name));
  }
  return seen;
}

// A file too small to gain from compression has no .br: it is sent as it is.
const served = (name) => {
  const brotli = new URL(`${name}.br`, assets);
  return statSync(existsSync(brotli) ? brotli : new URL(name, assets)).size;
};
const chunk = (prefix) => {
  const name = files.find((file) => file.startsWith(`${prefix}-`));
  if (!name) throw new Error(`Chunk ${prefix}-*.js não encontrado em dist/assets.`);
  return name;
};

const html = readFileSync(new URL('../dist/index.html', import.meta.url), 'utf8');
const entry = /src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('Entrada não encontrada em dist/index.html.');

const pages = {
  'landing (/)': ['landing-page'],
  'login (/vbconnection/login)': ['login-page'],
  'welcome (/vbconnection/vbauto/home)': ['logged-in-area', 'welcome-page'],
};
// Fetched at the first notice (components/notice-outlet.tsx), not with the page.
const onFirstNotice = ['notice-container'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const showFiles = process.argv.includes('--files');

for (const [page, lazyChunks] of Object.entries(pages)) {
  const loaded = new Set(closure(entry));
  for (const prefix of lazyChunks) for (const name of closure(chunk(prefix))) loaded.add(name);
  const total = [...loaded].reduce((sum, name) => sum + served(name), 0);
  const later = new Set();
  for (const prefix of onFirstNotice) {
    for (const name of closure(chunk(prefix))) if (!loaded.has(name)) later.add(name);
  }
  const laterTotal = [...later].reduce((sum, name) => sum + served(name), 0);
  process.stdout.write(
    `${page}: ${kb(total)} of JavaScript served (brotli) in ${loaded.size} files` +
      ` (+ ${kb(laterTotal)} at the first notice)\n`,
  );
  if (showFiles) {
    for (const name of [...loaded].sort((a, b) => served(b) - served(a))) {
      process.stdout.write(`  ${kb(served(name)).padStart(9)}  ${name}\n`);
    }
  }
}
