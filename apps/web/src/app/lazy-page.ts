import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads on first render, or earlier through `preload`. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & Preloadable;

export interface Preloadable {
  /** Starts loading the code now; React's first render then finds it loaded or on its way. */
  preload: () => Promise<unknown>;
}

type PageModule<P extends object> = { default: ComponentType<P> };

/**
 * `React.lazy` that can also be started before React renders: main.tsx asks for the page the
 * address opens while the app's own code still runs, instead of after the first render
 * reached it (and, in the logged-in area, after the shell rendered too).
 *
 * Code that has arrived by the time React first renders the page is handed over at once
 * (a thenable that answers synchronously, which React.lazy reads in the same render): the
 * page renders in that pass, instead of suspending, committing the fallback and rendering
 * again on the next task (a whole extra render of the shell above it, on a phone's CPU).
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): LazyPage<P> {
  let loaded: PageModule<P> | undefined;
  let loading: Promise<PageModule<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failure is not remembered: the next render asks again.
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const arrived: PromiseLike<PageModule<P>> = {
      then: (onLoaded) => onLoaded?.(module) as never,
    };
    return arrived as Promise<PageModule<P>>;
  });
  return Object.assign(component, { preload });
}
