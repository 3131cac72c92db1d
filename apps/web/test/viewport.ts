import { onTestFinished } from 'vitest';

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width?: number; height?: number }): void };
}

/**
 * Gives the test's window a phone's width (390 px) until the test ends: the test DOM applies
 * the stylesheet's media queries, so what Mantine hides from 'sm' or 'md' up is hidden at the
 * default 1024 px, as in a desktop browser.
 */
export function phoneWidth(): void {
  const { happyDOM } = window as unknown as HappyDomWindow;
  const width = window.innerWidth;
  happyDOM.setViewport({ width: 390 });
  onTestFinished(() => happyDOM.setViewport({ width }));
}
