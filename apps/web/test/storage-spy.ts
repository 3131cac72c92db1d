import { onTestFinished } from 'vitest';

type StorageWrite = 'setItem' | 'removeItem';

/**
 * Wraps a write method of localStorage for the current test, and puts the original back when
 * the test ends. Not vi.spyOn: the test DOM's storage binds its methods on the object on first
 * use (so a spy on Storage.prototype sees nothing) and ignores plain assignments to them (so a
 * spy's restore would leave the wrapper in place for the next test).
 */
export function wrapStorage<K extends StorageWrite>(
  method: K,
  wrap: (original: Storage[K]) => Storage[K],
): void {
  const original = localStorage[method].bind(localStorage) as Storage[K];
  const define = (value: Storage[K]) =>
    Object.defineProperty(localStorage, method, { value, configurable: true, writable: true });
  define(wrap(original));
  onTestFinished(() => {
    define(original);
  });
}
