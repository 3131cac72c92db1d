import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { fakeApi } from '../../../test/fake-api';
import { ADMIN } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { APP_VERSION } from '../../lib/env';
import { pendingRequests } from '../../lib/pending-requests';
import { saveLogin } from '../../lib/session-storage';
import { notifications } from '@mantine/notifications';
import { VERSION_CHECK_EVERY_MS } from './session-timer';

const location = () => screen.getByTestId('location').textContent;

/** The installation's answer to GET /api/publica/version. */
function versao(renovacaoAutomatica: boolean, frontVersion = APP_VERSION) {
  return () =>
    jsonResponse({
      frontVersion,
      backVersion: frontVersion,
      renovacaoAutomatica,
      chat: null,
      monitoramento: null,
    });
}

/** A session whose token expires `msLeft` from now. */
function logInExpiringIn(msLeft: number) {
  saveLogin(
    { token: 'token-curto', tempoDeExpiracao: 1, frontVersion: '0.0.0' },
    ADMIN,
    Date.now() - 60_000 + msLeft,
  );
}

describe('session', () => {
  it("asks before logging out; on 'Sim' revokes, clears the session and opens the login page", async () => {
    logInExpiringIn(30 * 60_000);
    const { calls } = fakeApi({
      'GET /api/auth/tokens/revoke': () => new Response(null, { status: 204 }),
    });
    renderApp('/vbconnection/vbauto/home');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Administradora/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MENSAGENS.confirmarSaida);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));

    await waitFor(() => expect(location()).toBe('/vbconnection/login'));
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
    expect(localStorage.getItem('vbconnection.currentUser')).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(new URL(calls[0]!.url).pathname).toBe('/api/auth/tokens/revoke');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-curto');
  });

  it("stays logged in on 'Não'", async () => {
    logInExpiringIn(30 * 60_000);
    renderApp('/vbconnection/vbauto/home');
    await userEvent.click(await screen.findByRole('button', { name: /Ana Administradora/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Não' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/vbconnection/vbauto/home');
    expect(localStorage.getItem('vbconnection.token')).toBe('token-curto');
  });

  it('shows the time left as mm:ss and renews the session on a click', async () => {
    logInExpiringIn(30 * 60_000);
    let carregando = 0;
    const { calls } = fakeApi({
      'POST /api/auth/tokens/prolongate': () => {
        carregando = pendingRequests.getCount();
        return jsonResponse({ token: 'token-novo', tempoDeExpiracao: 45 });
      },
    });
    renderApp('/vbconnection/vbauto/home');
    const timer = await screen.findByTestId('session-timer');
    expect(timer).toHaveTextContent(/(30:00|29:5\d)$/);
    await userEvent.click(timer);
    expect(await screen.findByText(MENSAGENS.loginAtualizado)).toBeInTheDocument();
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-curto');
    expect(localStorage.getItem('vbconnection.token')).toBe('token-novo');
    await waitFor(() => expect(timer).toHaveTextContent(/(45:00|44:5\d)$/));
    // Asked for: the person waits for it, under the loader.
    expect(carregando).toBeGreaterThan(0);
  });

  it("at 02:00 left asks whether to renew; 'Sim' renews", async () => {
    logInExpiringIn(90_000);
    fakeApi({
      'POST /api/auth/tokens/prolongate': () =>
        jsonResponse({ token: 'token-novo', tempoDeExpiracao: 30 }),
    });
    renderApp('/vbconnection/vbauto/home');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Seu tempo de acesso está expirando!');
    expect(dialog).toHaveTextContent('Deseja atualizar o seu login?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText(MENSAGENS.loginAtualizado)).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBe('token-novo');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the 02:00 warning by itself after 60 s, still logged in (spec §9)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInExpiringIn(110_000);
    renderApp('/vbconnection/vbauto/home');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Seu tempo de acesso está expirando!');

    act(() => vi.advanceTimersByTime(58_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2_500));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Closing is not an answer: neither renewed nor logged out; the clock goes on.
    expect(localStorage.getItem('vbconnection.token')).toBe('token-curto');
    expect(location()).toBe('/vbconnection/vbauto/home');
    expect(screen.getByTestId('session-timer')).toHaveTextContent(/00:(4\d|5\d)$/);
  });

  it('logs out at 00:00, back to this page after the next login', async () => {
    logInExpiringIn(1500);
    renderApp('/vbconnection/vbauto/relatorio');
    await screen.findByRole('heading', { name: 'Relatórios' });
    await waitFor(() => expect(location()).toMatch(/^\/vbconnection\/login\?/), { timeout: 4000 });
    const params = new URLSearchParams(location()?.split('?')[1]);
    expect(params.get('returnUrl')).toBe('/vbconnection/vbauto/relatorio');
    expect(params.get('msg')).toBe('sessao-expirada');
    expect(await screen.findByText(MENSAGENS.sessaoExpirada)).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
  });

  it("in the 'score' mode renews by itself at 02:00, without asking or saying so", async () => {
    logInExpiringIn(90_000);
    let carregando: number | undefined;
    const { calls } = fakeApi({
      'GET /api/publica/version': versao(true),
      'POST /api/auth/tokens/prolongate': () => {
        carregando = pendingRequests.getCount();
        return jsonResponse({ token: 'token-novo', tempoDeExpiracao: 30 });
      },
    });
    renderApp('/vbconnection/vbauto/home');
    await waitFor(() => expect(localStorage.getItem('vbconnection.token')).toBe('token-novo'));
    await waitFor(() =>
      expect(screen.getByTestId('session-timer')).toHaveTextContent(/(30:00|29:5\d)$/),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS.loginAtualizado)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/prolongate'))).toHaveLength(1);
    // Nobody asked for it: no full-screen loader over the person's work.
    expect(carregando).toBe(0);
  });

  it('renews silently on a click or key after a minute of work, at most once a minute', async () => {
    // A 30-minute session renewed two minutes ago.
    saveLogin(
      { token: 'token-antigo', tempoDeExpiracao: 30, frontVersion: APP_VERSION },
      ADMIN,
      Date.now() - 2 * 60_000,
    );
    let carregando: number | undefined;
    const { calls } = fakeApi({
      'POST /api/auth/tokens/prolongate': () => {
        carregando = pendingRequests.getCount();
        return jsonResponse({ token: 'token-novo', tempoDeExpiracao: 30 });
      },
    });
    renderApp('/vbconnection/vbauto/home');
    const timer = await screen.findByTestId('session-timer');
    expect(timer).toHaveTextContent(/(28:00|27:5\d)$/);
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(timer).toHaveTextContent(/(30:00|29:5\d)$/));
    expect(localStorage.getItem('vbconnection.token')).toBe('token-novo');
    await userEvent.click(screen.getByRole('heading', { name: 'Seja bem-vindo(a)!' }));
    await userEvent.keyboard('{Tab}');
    expect(calls.filter((call) => call.url.endsWith('/prolongate'))).toHaveLength(1);
    expect(screen.queryByText(MENSAGENS.loginAtualizado)).not.toBeInTheDocument();
    // Without the full-screen loader: started by a pointerdown, it would rise under the
    // button before its release and take the click.
    expect(carregando).toBe(0);
  });

  it('says once that a new version is in production, asking every few minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logInExpiringIn(60 * 60_000);
    const { calls } = fakeApi({ 'GET /api/publica/version': versao(false, '9.9.9') });
    const avisos = vi.spyOn(notifications, 'show');
    const anunciosDaVersao = () =>
      avisos.mock.calls.filter(([aviso]) => String(aviso.id).includes(MENSAGENS.novaVersao));
    renderApp('/vbconnection/vbauto/home');
    await screen.findByTestId('session-timer');
    expect(screen.queryByText(MENSAGENS.novaVersao)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(VERSION_CHECK_EVERY_MS));
    // The notices' container is fetched with the first notice: slow on a loaded machine.
    expect(
      await screen.findByText(MENSAGENS.novaVersao, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(VERSION_CHECK_EVERY_MS));
    // Once when the shell opened (which chat and monitoring), then every VERSION_CHECK_EVERY_MS
    // (ten minutes on, the stored user is stale and may be read again: not counted here).
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/api/publica/version'))).toHaveLength(3),
    );
    // The notice lasts its 5 s (spec §9), long gone five minutes later: what says 'once' is that
    // the later check, finding the same version, announced nothing.
    expect(anunciosDaVersao()).toHaveLength(1);
  });
});
