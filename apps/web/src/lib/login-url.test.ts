import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { loginNoticeCodeFor, loginNoticeText, loginUrl, safeReturnUrl } from './login-url';

describe('safeReturnUrl', () => {
  it.each([
    '/vbconnection/vbauto/relatorio',
    '/vbconnection/vbauto/relatorio?pagina=2#topo',
    '/vbexpress',
  ])('keeps the path of this app %s', (value) => {
    expect(safeReturnUrl(value)).toBe(value);
  });

  it('keeps only the path of an address of this same origin', () => {
    expect(safeReturnUrl(`${window.location.origin}/vbconnection?x=1`)).toBe('/vbconnection?x=1');
  });

  it.each([
    ['a tab', '/\t/example.org'],
    ['a line break', '/\n/example.org'],
    ['a carriage return', '/\r/example.org/x'],
    ['a protocol-relative address', '//example.org'],
    ['a backslash', '/\\example.org'],
    ['a dot segment', '/.//example.org'],
    ['another site', 'https://example.org/vbconnection'],
    ['another port', 'http://localhost:9999/vbconnection'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,oi'],
  ])('refuses %s that the browser would read as another place', (_what, value) => {
    expect(safeReturnUrl(value)).toBeNull();
  });

  it('refuses nothing at all', () => {
    expect(safeReturnUrl('')).toBeNull();
    expect(safeReturnUrl(null)).toBeNull();
    expect(safeReturnUrl(undefined)).toBeNull();
  });
});

describe('login notices', () => {
  it('knows only the codes the portal writes', () => {
    expect(loginNoticeText('sessao-expirada')).toBe(MENSAGENS.sessaoExpirada);
    expect(loginNoticeText('nao-autenticado')).toBe(MENSAGENS.naoAutenticado);
    for (const value of [
      MENSAGENS.sessaoExpirada,
      'Ligue para 0800 000 0000 e informe sua senha',
      'constructor',
      '__proto__',
      'toString',
      '',
      null,
    ]) {
      expect(loginNoticeText(value)).toBeNull();
    }
  });

  it('turns the reason a session ended into its code', () => {
    expect(loginNoticeCodeFor(MENSAGENS.sessaoExpirada)).toBe('sessao-expirada');
    expect(loginNoticeCodeFor(MENSAGENS.naoAutenticado)).toBe('nao-autenticado');
    expect(loginNoticeCodeFor('nao-autenticado')).toBe('nao-autenticado');
    // Any other 401 text: the session is over.
    expect(loginNoticeCodeFor('Token revogado.')).toBe('sessao-expirada');
    expect(loginNoticeCodeFor(undefined)).toBeNull();
  });

  it('puts the code, never a text, in the login URL', () => {
    expect(loginUrl({ returnUrl: '/vbexpress', msg: 'sessao-expirada' })).toBe(
      '/vbconnection/login?returnUrl=%2Fvbexpress&msg=sessao-expirada',
    );
    expect(loginUrl({ returnUrl: '/\t/example.org' })).toBe('/vbconnection/login');
  });
});
