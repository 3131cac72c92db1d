import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { ADMIN, OPERADOR, logIn } from '../../test/fixtures';
import { renderApp } from '../../test/render';

/**
 * Another tab logs in as `user` over the shared storage, each write reaching this tab as a
 * storage event: the token first, as a tab that does not clear the previous session first does.
 */
function otherTabLogsInAs(user: CurrentUser) {
  const writes: [string, string][] = [
    ['vbconnection.token', `token-${user.id}`],
    ['vbconnection.expiration', new Date(Date.now() + 30 * 60_000).toISOString()],
    ['vbconnection.sessionTime', '30'],
    ['vbconnection.currentUser', JSON.stringify(user)],
  ];
  for (const [key, value] of writes) {
    act(() => {
      localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    });
  }
}

describe('logged-in area', () => {
  it('starts over for the new user when another tab logs in as someone else', async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    expect(await screen.findByRole('button', { name: /Ana Administradora/ })).toBeInTheDocument();
    const menuOfAna = screen.getByTestId('side-menu');

    otherTabLogsInAs(OPERADOR);

    expect(await screen.findByRole('button', { name: /Otávio Operador/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ana Administradora/ })).not.toBeInTheDocument();
    // Not Ana's shell re-rendered with another name: a new one, with its own (empty) cache.
    expect(screen.getByTestId('side-menu')).not.toBe(menuOfAna);
  });

  it('keeps the area (and its cache) when the same session is only prolonged', async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    const userButton = await screen.findByRole('button', { name: /Ana Administradora/ });
    act(() => {
      localStorage.setItem('vbconnection.token', 'token-prolongado');
      window.dispatchEvent(new StorageEvent('storage', { key: 'vbconnection.token' }));
    });
    // The same element: nothing was mounted again.
    expect(screen.getByRole('button', { name: /Ana Administradora/ })).toBe(userButton);
  });
});
