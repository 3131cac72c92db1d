/// <reference types="vite/client" />

/** The root package.json version, injected by vite `define` (see vite.config.ts). */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** 'producao' hides the demo items of spec §2.4; anything else (or unset) shows them. */
  readonly VITE_AMBIENTE?: 'producao' | 'homologacao' | 'desenvolvimento';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

// Per-icon modules of @tabler/icons-react: importing them one by one keeps the bundle and the
// dev server from loading the package's 6,000-icon index.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const icon: TablerIcon;
  export default icon;
}
