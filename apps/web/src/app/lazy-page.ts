import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads on first render, or earlier through `preload`. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & Preloadable;

export interface Preloadable {
  /** Starts loading the code now; React's first render then finds it loaded or on its way. */
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy` that can also be started before React renders: main.tsx asks for the page the
 * address opens while the app's own code still runs, instead of after the first render
 * reached it (and, in the logged-in area, after the shell rendered too).
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyPage<P> {
  return Object.assign(lazy(load), { preload: load });
}
