import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from './after-paint';

export interface AfterPaintModule<T> {
  /** The module once it has arrived; until then undefined, and it starts loading after paint. */
  useModule: () => T | undefined;
  /** Loads it without waiting for the paint (someone reached for what it shows). */
  loadNow: () => Promise<T>;
}

/** Where the focus was: the element, and its place among its parent's children. */
interface FocusPlace {
  element: Element;
  parent: Element;
  index: number;
}

function focusPlace(): FocusPlace | null {
  const element = document.activeElement;
  const parent = element?.parentElement;
  if (!element || !parent || element === document.body) return null;
  return { element, parent, index: Array.prototype.indexOf.call(parent.children, element) };
}

/** The focused element was replaced by the swap: the focus goes to what took its place. */
function restoreFocus(place: FocusPlace | null): void {
  if (!place || place.element.isConnected || !place.parent.isConnected) return;
  const replacement = place.parent.children[place.index];
  if (replacement instanceof HTMLElement) replacement.focus();
}

/**
 * Code a page shows a stand-in for until its first paint is on the screen (afterNextPaint):
 * what the shell's header only needs once someone hovers, focuses or clicks it (tooltips and
 * menus: floating-ui) then stays out of the downloads before the paint. The swap builds the
 * stand-in's elements again: one that had the focus hands it to the element in its place. A
 * failed load is not remembered: the next mount or `loadNow` tries again.
 */
export function afterPaintModule<T>(load: () => Promise<T>): AfterPaintModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  let wantNow: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => {
    wantNow = resolve;
  });
  const start = () =>
    (loading ??= Promise.race([afterNextPaint(), wanted])
      .then(load)
      .then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ));
  function useModule(): T | undefined {
    const [module, setModule] = useState(() => loaded);
    const focusBefore = useRef<FocusPlace | null>(null);
    const arrive = useEffectEvent((arrived: T) => {
      focusBefore.current = focusPlace();
      setModule(() => arrived);
    });
    useEffect(() => {
      if (module !== undefined) return;
      let isMounted = true;
      start().then(
        (arrived) => {
          if (isMounted) arrive(arrived);
        },
        () => undefined, // The stand-in stays; loadNow or the next mount tries again.
      );
      return () => {
        isMounted = false;
      };
    }, [module]);
    useLayoutEffect(() => {
      restoreFocus(focusBefore.current);
      focusBefore.current = null;
    }, [module]);
    return module;
  }
  return {
    useModule,
    loadNow: () => {
      wantNow();
      return start();
    },
  };
}
