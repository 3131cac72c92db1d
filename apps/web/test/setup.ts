import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installZodPtBr } from '@portal/shared/common/zod-pt-br';
import { notifications } from '@mantine/notifications';
import { reloadSessionFromStorage } from '../src/lib/session-storage';

installZodPtBr();

// Lazy routes (the welcome page after a login) are compiled on first import: on a busy
// 2-core machine that can take more than findBy's default second. Waiting longer for what
// must appear changes no assertion; a test that fails still fails, only later.
configure({ asyncUtilTimeout: 4_000 });

// The test DOM lacks what Mantine measures with (docs: "Mantine under jsdom"; happy-dom too).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
// Mantine's autosize text areas listen for web fonts, which the test DOM does not load.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;

beforeEach(() => {
  // The test DOM's origin is http://localhost:3000, where the real API may be running: a test that
  // forgot to fake a call must fail, never reach it.
  vi.stubGlobal('fetch', (input: RequestInfo | URL) =>
    Promise.reject(new Error(`Chamada não simulada no teste: ${String(input)}`)),
  );
});

afterEach(async () => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  reloadSessionFromStorage();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  // React schedules the last root's work in a microtask; after a file's last test it would
  // otherwise run once the test DOM is gone ('window is not defined', an unhandled error).
  await new Promise((resolve) => setTimeout(resolve, 0));
});
