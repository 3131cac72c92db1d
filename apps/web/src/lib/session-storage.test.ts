import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, OPERADOR, logIn } from '../../test/fixtures';
import { wrapStorage } from '../../test/storage-spy';
import {
  clearSession,
  getSession,
  saveCurrentUser,
  saveLogin,
  saveProlongation,
  sessionUserId,
} from './session-storage';

const LOGIN_B = { token: 'token-b', tempoDeExpiracao: 30, frontVersion: '1.0.0' };

/** What another tab does to the shared storage, without this page's module knowing. */
function otherTabRemoves(...keys: string[]) {
  for (const key of keys) localStorage.removeItem(key);
}

/** Records every write to localStorage, in order, as 'set key' / 'remove key'. */
function recordWrites() {
  const writes: string[] = [];
  wrapStorage('setItem', (setItem) => (key, value) => {
    writes.push(`set ${key}`);
    setItem(key, value);
  });
  wrapStorage('removeItem', (removeItem) => (key) => {
    if (localStorage.getItem(key) !== null) writes.push(`remove ${key}`);
    removeItem(key);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('session storage', () => {
  it('forgets the previous session before a login, and writes the token last', () => {
    logIn(ADMIN);
    localStorage.setItem('vbconnection.deviceToken', 'dispositivo');
    const writes = recordWrites();
    saveLogin(LOGIN_B, OPERADOR);

    expect(writes).toEqual([
      // Other tabs never see the new token next to the old user, nor the old token with the new user.
      'remove vbconnection.currentUser',
      'remove vbconnection.token',
      'remove vbconnection.expiration',
      'remove vbconnection.sessionTime',
      'remove vbconnection.frontVersion',
      'set vbconnection.currentUser',
      'set vbconnection.expiration',
      'set vbconnection.sessionTime',
      'set vbconnection.frontVersion',
      'set vbconnection.token',
    ]);
    expect(getSession()?.token).toBe('token-b');
    expect(sessionUserId(getSession())).toBe(OPERADOR.id);
    // The device token is not the session's: it stays (spec §4).
    expect(localStorage.getItem('vbconnection.deviceToken')).toBe('dispositivo');
  });

  it('says in a cookie that the browser holds a session, until it ends, and never its token', () => {
    const hint = () => document.cookie.split('; ').filter((c) => c.startsWith('vbconnection.'));
    clearSession();
    expect(hint()).toEqual([]);
    saveLogin(LOGIN_B, OPERADOR);
    expect(hint()).toEqual(['vbconnection.sessao=1']);
    expect(document.cookie).not.toContain('token-b');
    clearSession();
    expect(hint()).toEqual([]);
  });

  it('leaves no half session when the browser refuses to store it', () => {
    wrapStorage('setItem', (setItem) => (key, value) => {
      if (key === 'vbconnection.token') throw new DOMException('Cota', 'QuotaExceededError');
      setItem(key, value);
    });
    expect(() => saveLogin(LOGIN_B, OPERADOR)).toThrow('Cota');
    expect(localStorage.getItem('vbconnection.currentUser')).toBeNull();
    expect(localStorage.getItem('vbconnection.expiration')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('does not bring back a session another tab logged out of while it was being prolonged', () => {
    logIn(ADMIN);
    otherTabRemoves(
      'vbconnection.token',
      'vbconnection.currentUser',
      'vbconnection.expiration',
      'vbconnection.sessionTime',
    );
    saveProlongation({ token: 'token-prolongado', tempoDeExpiracao: 30 });
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
    expect(localStorage.getItem('vbconnection.expiration')).toBeNull();
  });

  it('does not store a prolongation over the session another user started meanwhile', () => {
    logIn(ADMIN);
    saveLogin(LOGIN_B, OPERADOR);
    saveProlongation({
      token: 'token-prolongado',
      tempoDeExpiracao: 45,
      replaces: `token-${ADMIN.id}`,
    });
    expect(getSession()?.token).toBe('token-b');
    expect(getSession()?.sessionTime).toBe(30);
  });

  it('stores a prolongation of the session it belongs to', () => {
    logIn(ADMIN);
    saveProlongation({
      token: 'token-prolongado',
      tempoDeExpiracao: 45,
      replaces: `token-${ADMIN.id}`,
    });
    expect(getSession()?.token).toBe('token-prolongado');
    expect(getSession()?.sessionTime).toBe(45);
    expect(sessionUserId(getSession())).toBe(ADMIN.id);
  });

  it("does not store a user over another user's session", () => {
    logIn(ADMIN);
    saveLogin(LOGIN_B, OPERADOR);
    // The refresh of ADMIN's data, asked before the other tab's login, answers now.
    saveCurrentUser({ ...ADMIN, nome: 'Ana Atualizada' });
    expect(sessionUserId(getSession())).toBe(OPERADOR.id);
    saveCurrentUser({ ...OPERADOR, nome: 'Otávio Atualizado' });
    expect(getSession()?.storedUser).toMatchObject({ nome: 'Otávio Atualizado' });
  });
});
