import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

/** A phone's viewport: the shell's media query (below Mantine's 'sm') matches. */
function onPhone() {
  const desktop = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...desktop(query),
    matches: query.includes('max-width: 47.99em'),
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('the side menu on a phone', () => {
  it('builds nothing while it is out of the screen, and the whole menu when opened', async () => {
    onPhone();
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    await screen.findByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' });

    const menu = screen.getByTestId('side-menu');
    expect(menu).toHaveAttribute('data-collapsed', 'true');
    // No icons nor flyouts off the screen for Tab to land on.
    expect(within(menu).queryAllByRole('link')).toEqual([]);
    expect(within(menu).queryAllByRole('button')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(menu).toHaveAttribute('data-collapsed', 'false');
    expect(within(menu).getByRole('link', { name: 'Página Inicial' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Administrativo' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(within(menu).queryAllByRole('link')).toEqual([]);
  });
});

describe('the side menu when the window changes width', () => {
  /**
   * A window whose width changes: the shell's phone query answers by it, and its listeners hear
   * each change as a browser's MediaQueryList announces it.
   */
  function resizableWindow(initialWidth: number) {
    let width = initialWidth;
    const matches = (query: string) => query.includes('max-width: 47.99em') && width < 768;
    type Listener = (event: { matches: boolean }) => void;
    const listeners = new Map<Listener, string>();
    const desktop = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          ...desktop(query),
          get matches() {
            return matches(query);
          },
          addEventListener: (_type: string, listener: Listener) => {
            listeners.set(listener, query);
          },
          removeEventListener: (_type: string, listener: Listener) => {
            listeners.delete(listener);
          },
        }) as unknown as MediaQueryList,
    );
    return (newWidth: number) =>
      act(() => {
        width = newWidth;
        for (const [listener, query] of listeners) listener({ matches: matches(query) });
      });
  }

  it("folds away when narrowed to a phone's width and opens whole when widened again", async () => {
    const resize = resizableWindow(1024);
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    await screen.findByRole('heading', { level: 1, name: 'Seja bem-vindo(a)!' });
    const menu = screen.getByTestId('side-menu');
    expect(menu).toHaveAttribute('data-collapsed', 'false');

    resize(390);
    expect(menu).toHaveAttribute('data-collapsed', 'true');
    expect(within(menu).queryAllByRole('link')).toEqual([]);

    resize(1024);
    expect(menu).toHaveAttribute('data-collapsed', 'false');
    expect(within(menu).getByRole('link', { name: 'Página Inicial' })).toBeInTheDocument();
  });
});
