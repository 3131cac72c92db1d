import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { ADMIN } from '../../../test/fixtures';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { wrapStorage } from '../../../test/storage-spy';
import { APP_VERSION } from '../../lib/env';

const LOGIN = '/vbconnection/login';
const location = () => screen.getByTestId('location').textContent;

function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    autenticaEmDuasEtapas: false,
    token: 'token-novo',
    passwordExpirado: false,
    tempoDeExpiracao: 30,
    frontVersion: APP_VERSION,
    ...overrides,
  };
}

async function fillAndSubmit(username = 'administrador', password = 'Demo@2026') {
  await userEvent.type(await screen.findByLabelText('Usuário'), username);
  await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('login page', () => {
  it("says 'Campo obrigatório' under both fields on an empty submit, and calls nothing", async () => {
    const { calls } = fakeApi({});
    renderApp(LOGIN);
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('logs in: sends the device guid, stores the session and opens the welcome page', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer()),
      'GET /api/auth/usuario': (request) =>
        request.headers.get('authorization') === 'Bearer token-novo'
          ? jsonResponse(ADMIN)
          : jsonResponse([{ mensagem: MENSAGENS.naoAutenticado }], 401),
    });
    renderApp(LOGIN);
    await fillAndSubmit();

    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    const body = (await calls[0]?.clone().json()) as Record<string, string>;
    expect(body).toEqual({
      username: 'administrador',
      password: 'Demo@2026',
      guid: localStorage.getItem('vbconnection.guid'),
    });
    expect(body.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem('vbconnection.token')).toBe('token-novo');
    expect(JSON.parse(localStorage.getItem('vbconnection.currentUser') ?? '{}')).toMatchObject({
      username: 'administrador',
    });
    const minutesLeft =
      (Date.parse(localStorage.getItem('vbconnection.expiration')!) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(29);
    expect(minutesLeft).toBeLessThanOrEqual(30);
    expect(localStorage.getItem('vbconnection.sessionTime')).toBe('30');
    // Fetched by the login itself: the shell does not ask again.
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/auth/tokens',
      '/api/auth/usuario',
    ]);
  });

  it("covers the page with 'Carregando...' while the login call runs", async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi({
      'POST /api/auth/tokens': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByTestId('loader')).toHaveTextContent('Carregando...');
    answer(jsonResponse([{ mensagem: MENSAGENS.credenciaisInvalidas }], 401));
    await waitFor(() => expect(screen.queryByTestId('loader')).not.toBeInTheDocument());
  });

  it('keeps the same device guid from one login to the next', async () => {
    localStorage.setItem('vbconnection.guid', 'device-1');
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () =>
        jsonResponse([{ mensagem: MENSAGENS.credenciaisInvalidas }], 401),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    await screen.findByText(MENSAGENS.credenciaisInvalidas);
    expect(((await calls[0]?.clone().json()) as { guid: string }).guid).toBe('device-1');
  });

  it("shows wrong credentials as an 'Atenção' notice and stays on the login page", async () => {
    fakeApi({
      'POST /api/auth/tokens': () =>
        jsonResponse([{ mensagem: MENSAGENS.credenciaisInvalidas }], 401),
    });
    renderApp(LOGIN);
    await fillAndSubmit('administrador', 'errada');
    expect(await screen.findByText(MENSAGENS.credenciaisInvalidas)).toBeInTheDocument();
    expect(screen.getByText('Atenção')).toBeInTheDocument();
    expect(location()).toBe(LOGIN);
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
    // The password is typed again; the username stays.
    expect(screen.getByLabelText('Senha')).toHaveValue('');
    expect(screen.getByLabelText('Senha')).toHaveFocus();
    expect(screen.getByLabelText('Usuário')).toHaveValue('administrador');
  });

  it('goes back to returnUrl after logging in', async () => {
    fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer()),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
    });
    renderApp(`${LOGIN}?returnUrl=${encodeURIComponent('/vbconnection/vbauto/relatorio')}`);
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Relatórios' })).toBeInTheDocument();
  });

  it('opens the password dialog when the password expired, without storing a session', async () => {
    fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer({ passwordExpirado: true })),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByRole('dialog', { name: 'Alterar Senha' })).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
    expect(location()).toBe(LOGIN);
  });

  it('enters the portal once the expired password is changed, with the same session', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer({ passwordExpirado: true })),
      'PUT /api/auth/usuario/password': () => new Response(null, { status: 204 }),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Alterar Senha' });
    await userEvent.type(within(dialog).getByLabelText('Senha atual'), 'Demo@2026');
    await userEvent.type(within(dialog).getByLabelText('Nova senha'), 'Cavalo-Azul-Bateria!');
    await userEvent.type(
      within(dialog).getByLabelText('Confirmação da senha'),
      'Cavalo-Azul-Bateria!',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBe('token-novo');
    const change = calls.find((call) => call.method === 'PUT');
    expect(change?.headers.get('authorization')).toBe('Bearer token-novo');
    // No logout of the session the change made whole.
    expect(calls.some((call) => call.url.includes('revoke'))).toBe(false);
  });

  it("links 'Esqueci minha senha' to the recovery page", async () => {
    fakeApi({});
    renderApp(LOGIN);
    await userEvent.click(await screen.findByRole('link', { name: 'Esqueci minha senha' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/vbconnection/esqueci-senha');
  });

  it('asks for the second step, then completes the login with the code and trusts the device', async () => {
    const desafio = '4f0f6a52-2b1e-4a4e-9d0c-6b1f1d2a3c4e';
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () =>
        jsonResponse(loginAnswer({ autenticaEmDuasEtapas: true, token: null, desafio })),
      'POST /api/auth/tokens/duas-etapas': () =>
        jsonResponse(loginAnswer({ deviceToken: 'token-do-dispositivo' })),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(
      await screen.findByRole('heading', { name: 'Verificação em duas etapas' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBeNull();

    await userEvent.type(screen.getByLabelText('Código do aplicativo'), '123456');
    await userEvent.click(screen.getByLabelText('Confiar neste dispositivo por 30 dias'));
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));

    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(await calls[1]?.clone().json()).toEqual({
      desafio,
      codigo: '123456',
      confiarDispositivo: true,
    });
    expect(localStorage.getItem('vbconnection.token')).toBe('token-novo');
    expect(localStorage.getItem('vbconnection.deviceToken')).toBe('token-do-dispositivo');
  });

  it('sends the trusted-device token this browser holds with the login', async () => {
    localStorage.setItem('vbconnection.deviceToken', 'token-guardado');
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer()),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(await calls[0]?.clone().json()).toMatchObject({ deviceToken: 'token-guardado' });
  });

  it('warns about a new version when the server announces another front version', async () => {
    fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer({ frontVersion: '99.0.0' })),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByText(MENSAGENS.novaVersao)).toBeInTheDocument();
  });

  it('says why it was opened when msg is a code the portal knows, once', async () => {
    renderApp(`${LOGIN}?msg=sessao-expirada`);
    expect(await screen.findByText(MENSAGENS.sessaoExpirada)).toBeInTheDocument();
    expect(screen.getByText('Atenção')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(MENSAGENS.sessaoExpirada)).toHaveLength(1));
  });

  it.each([
    'Sua conta foi bloqueada. Ligue para 0800 000 0000 e informe sua senha.',
    MENSAGENS.sessaoExpirada,
    'constructor',
  ])('shows no notice for any other msg (%s): anyone can craft a link', async (msg) => {
    renderApp(`${LOGIN}?msg=${encodeURIComponent(msg)}`);
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    // Give a notice the time it would take to show.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Atenção')).not.toBeInTheDocument();
    expect(screen.queryByText(msg)).not.toBeInTheDocument();
  });

  it('ignores a returnUrl the browser would read as another site (a tab in //host)', async () => {
    fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer()),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
    });
    renderApp(`${LOGIN}?returnUrl=%2F%09%2Fexample.org`);
    await fillAndSubmit();
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(location()).toBe('/vbconnection/vbauto/home');
  });

  it("says the login's own 'Ops...' when the connection fails (spec §8)", async () => {
    fakeApi({
      'POST /api/auth/tokens': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByText(MENSAGENS.falhaConexaoLogin)).toBeInTheDocument();
    expect(screen.getByText('Ops...')).toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS.falhaConexao)).not.toBeInTheDocument();
    // Nothing was refused: both fields stay, to try again as they are.
    expect(screen.getByLabelText('Senha')).toHaveValue('Demo@2026');
  });

  it("ends the new session when the user's data cannot be fetched, and stays here", async () => {
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer()),
      'GET /api/auth/usuario': () => jsonResponse([{ mensagem: MENSAGENS.erroInterno }], 500),
      'GET /api/auth/tokens/revoke': () => new Response(null, { status: 204 }),
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByText(MENSAGENS.erroInterno)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => new URL(call.url).pathname)).toContain('/api/auth/tokens/revoke'),
    );
    const revoke = calls.find((call) => call.url.endsWith('/api/auth/tokens/revoke'));
    expect(revoke?.headers.get('authorization')).toBe('Bearer token-novo');
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
    expect(location()).toBe(LOGIN);
    // The HTTP client said what went wrong; nothing is added to it.
    expect(screen.queryByText('Ops...')).not.toBeInTheDocument();
  });

  it("says 'Ops...' for a failure that is not a call's, and ends the new session", async () => {
    const { calls } = fakeApi({
      'POST /api/auth/tokens': () => jsonResponse(loginAnswer()),
      'GET /api/auth/usuario': () => jsonResponse(ADMIN),
      'GET /api/auth/tokens/revoke': () => new Response(null, { status: 204 }),
    });
    // The browser refuses to store the session (storage full, privacy settings...).
    wrapStorage('setItem', (setItem) => (key, value) => {
      if (key === 'vbconnection.token')
        throw new DOMException('Cota excedida', 'QuotaExceededError');
      setItem(key, value);
    });
    renderApp(LOGIN);
    await fillAndSubmit();
    expect(await screen.findByText(MENSAGENS.falhaConexaoLogin)).toBeInTheDocument();
    expect(screen.getByText('Ops...')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((call) => new URL(call.url).pathname)).toContain('/api/auth/tokens/revoke'),
    );
    expect(localStorage.getItem('vbconnection.currentUser')).toBeNull();
    expect(location()).toBe(LOGIN);
  });
});

describe('login page, by keyboard', () => {
  it("reaches the show-password button by Tab, named 'Mostrar senha', then 'Ocultar senha'", async () => {
    fakeApi({});
    renderApp(LOGIN);
    const senha = await screen.findByLabelText('Senha');
    await userEvent.click(senha);
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Mostrar senha' });
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(senha).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Ocultar senha');
  });

  it('moves focus to the first invalid field after a refused submit', async () => {
    fakeApi({});
    renderApp(LOGIN);
    await userEvent.type(await screen.findByLabelText('Senha'), 'Demo@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Usuário')).toHaveFocus());
  });
});
