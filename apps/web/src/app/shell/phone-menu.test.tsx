import { screen, within } from '@testing-library/react';
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
