import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// By path, not `@portal/shared`: Vite bundles the config's relative imports, and Node cannot
// load the package's TypeScript itself.
import { LOGGED_IN_HTML } from '../../packages/shared/src/menu/urls';

/**
 * Which modules may go into one chunk with the logged-in area (app/logged-in-area.tsx), read
 * from a first build's chunks (see vite.config.ts).
 *
 * Left alone, the bundler splits the code the shell imports into ~40 small chunks, one per set
 * of lazy pages that share it; but the logged-in pages only ever render inside the shell, so
 * code the shell shares with them alone always loads with the shell anyway. Over HTTP/1.1 (6
 * connections) those ~40 requests were most of the welcome page's wait before its first paint.
 *
 * A module joins the shell's chunk when the shell imports it (statically, at any depth) and
 * nothing a visitor without a session can load does: not the entry, not the landing, login,
 * not-found or public pages, nor anything those may import later (static or dynamic). That
 * set is computed from the first build's chunks, after tree-shaking: a graph of modules would
 * see every Mantine component behind Mantine's barrel file as used by the public pages.
 */
export function loggedInAreaChunks(
  output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[],
  srcDir: string,
): Map<string, string> {
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withoutExtension = (id: string) => id.replace(/\.(tsx?|jsx?)$/, '');
  const loggedInEntries = loggedInOnlyModules(srcDir);
  const isLoggedInEntry = (chunk: Rolldown.OutputChunk) =>
    chunk.isDynamicEntry &&
    chunk.facadeModuleId !== null &&
    loggedInEntries.has(withoutExtension(chunk.facadeModuleId));

  const area = chunks.find(
    (chunk) =>
      chunk.facadeModuleId !== null &&
      withoutExtension(chunk.facadeModuleId) === resolve(srcDir, 'app/logged-in-area'),
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!area || !entry) throw new Error('logged-in-chunks: entry or logged-in area not found');

  /** A chunk and every chunk it imports statically, at any depth. */
  const staticClosure = (fileName: string, into = new Set<string>()) => {
    const chunk = byFile.get(fileName);
    if (!chunk || into.has(fileName)) return into;
    into.add(fileName);
    for (const imported of chunk.imports) staticClosure(imported, into);
    return into;
  };

  // Everything a visitor without a session can load, now or later, and the chunks (the entry,
  // each public page, what those import dynamically) whose loads bring it.
  const publicFiles = new Set<string>();
  const publicRoots: string[] = [];
  const visitPublic = (fileName: string) => {
    if (publicRoots.includes(fileName)) return;
    publicRoots.push(fileName);
    for (const file of staticClosure(fileName)) {
      publicFiles.add(file);
      for (const dynamic of byFile.get(file)?.dynamicImports ?? []) {
        const target = byFile.get(dynamic);
        if (target && !isLoggedInEntry(target)) visitPublic(dynamic);
      }
    }
  };
  visitPublic(entry.fileName);
  if (publicFiles.has(area.fileName)) {
    throw new Error('logged-in-chunks: the logged-in area is reachable without a session');
  }
  const initialFiles = staticClosure(entry.fileName);
  const rootClosures = publicRoots.map((root) => staticClosure(root));

  const groups = new Map<string, string>();
  const sharedNames = new Map<string, string>();
  for (const fileName of staticClosure(area.fileName)) {
    if (initialFiles.has(fileName)) continue;
    // The shell's own code, and what only the logged-in pages share with it: one chunk.
    let group = 'logged-in-area';
    if (publicFiles.has(fileName)) {
      // Shared with public pages: one chunk per set of public loads that bring it, so that no
      // public page downloads more than it did (the chunks of a set are all loaded together).
      const loads = rootClosures.flatMap((closure, index) =>
        closure.has(fileName) ? [index] : [],
      );
      const key = loads.join(',');
      if (!sharedNames.has(key)) sharedNames.set(key, `logged-in-shared-${sharedNames.size + 1}`);
      group = sharedNames.get(key) as string;
    }
    for (const id of byFile.get(fileName)?.moduleIds ?? []) groups.set(id, group);
  }
  return groups;
}

/**
 * The modules (paths without extension) that only render behind the login: the logged-in area
 * and the pages route-table.ts names in SHELL_ROUTES and nowhere else. A page that is also a
 * public route, or a placeholder a helper may hand to any route, counts as public.
 */
function loggedInOnlyModules(srcDir: string): Set<string> {
  const appDir = resolve(srcDir, 'app');
  // Without comments: a page's name in a comment is no use of it.
  const source = readFileSync(resolve(appDir, 'route-table.ts'), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  const shellStart = source.indexOf('export const SHELL_ROUTES');
  const publicStart = source.indexOf('export const PUBLIC_ROUTES');
  if (shellStart < 0 || publicStart < shellStart) {
    throw new Error('logged-in-chunks: SHELL_ROUTES and PUBLIC_ROUTES not found in order');
  }
  const head = source.slice(0, shellStart);
  const shell = source.slice(shellStart, publicStart);
  const rest = source.slice(publicStart);
  const importsIn = (text: string) =>
    [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((match) => match[1] as string);
  const uses = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

  const modules = new Set<string>([resolve(appDir, 'logged-in-area')]);
  const publicImports = new Set(importsIn(rest));
  for (const specifier of importsIn(shell)) {
    if (!publicImports.has(specifier)) modules.add(resolve(appDir, specifier));
  }
  // `const name: Page = lazyPage(() => import('...'))` above the tables.
  for (const match of head.matchAll(
    /const (\w+)\b[^=]*=\s*(?:lazyPage|loggedInPage)\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'/g,
  )) {
    const [declaration, name, specifier] = match as unknown as [string, string, string];
    const elsewhere = head.replace(declaration, '');
    if (uses(shell, name) && !uses(rest, name) && !uses(elsewhere, name)) {
      modules.add(resolve(appDir, specifier));
    }
  }
  if (![...modules].some((id) => id.endsWith('inicio/welcome-page'))) {
    throw new Error('logged-in-chunks: the welcome page was not found among the logged-in pages');
  }
  return modules;
}

export const srcDirOf = (configUrl: string) => resolve(dirname(new URL(configUrl).pathname), 'src');

/**
 * Emits `logged-in.html`: index.html that also asks, as it is parsed, for the code the
 * logged-in area imports at once (`<link rel="modulepreload">`). From index.html alone that code
 * is requested only after the entry (about 107 kB) has arrived and run, one round of requests
 * later; with the links both arrive together. Lighthouse's mobile run of the welcome page over
 * HTTP/1.1: LCP 3.2 s -> 2.9 s. The server sends it to the paths of the logged-in area only
 * (`isLoggedInPagePath`) of a browser holding a session (SESSION_HINT_COOKIE), so neither a
 * public page nor a visitor sent on to the login page downloads the shell.
 */
export function loggedInHtml(srcDir: string): Plugin {
  return {
    name: 'portal:logged-in-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') throw new Error('logged-in-html: no index.html');
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (fileName: string, into = new Set<string>()) => {
        if (into.has(fileName) || !byFile.has(fileName)) return into;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) closure(imported, into);
        return into;
      };
      const areaId = resolve(srcDir, 'app/logged-in-area');
      // The chunk holding the area's module (grouped with the shell: no facade of its own).
      const area = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.replace(/\.(tsx?|jsx?)$/, '') === areaId),
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!area || !entry) throw new Error('logged-in-html: entry or logged-in area not found');
      const loadedByEntry = closure(entry.fileName);
      const links = [...closure(area.fileName)]
        .filter((fileName) => !loadedByEntry.has(fileName))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`);
      const source = String(html.source).replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: LOGGED_IN_HTML, source });
    },
  };
}
