import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECUPERACAO_SOLICITADA } from '@portal/shared/auth/password';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { renderApp } from '../../../test/render';
import { LINK_INVALIDO, SENHA_CADASTRADA } from './redefinir-senha-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const location = () => screen.getByTestId('location').textContent;

function ruleState(label: string): string | null {
  return screen.getByText(label).closest('li')?.getAttribute('data-valid') ?? null;
}

describe("'Esqueci minha senha'", () => {
  it('asks for the username or e-mail and shows the server’s neutral answer', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/maria%40banco.com.br/recuperarSenha': () =>
        jsonResponse({ mensagem: RECUPERACAO_SOLICITADA }),
    });
    renderApp('/vbconnection/esqueci-senha');
    const campo = await screen.findByRole('textbox', { name: /Usuário ou e-mail/ });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(campo).toHaveFocus();
    expect(calls).toHaveLength(0);

    await userEvent.type(campo, ' maria@banco.com.br ');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect(await screen.findByText(RECUPERACAO_SOLICITADA)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBeNull();
  });
});

describe('the password-link page', () => {
  it('reads the token from the fragment and sets the password with the checklist', async () => {
    const { calls } = fakeApi({
      'POST /api/auth/senha/link': () =>
        jsonResponse({ finalidade: 'RECUPERACAO', expiraEm: new Date().toISOString() }),
      'POST /api/auth/senha/redefinir': () => new Response(null, { status: 204 }),
    });
    renderApp(`/vbconnection/redefinir-senha#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cadastrar nova senha' }),
    ).toBeInTheDocument();
    const nova = await screen.findByLabelText('Nova senha');
    expect(ruleState('Ao menos 1 letra maiúscula')).toBe('false');
    await userEvent.type(nova, 'Cavalo-Azul-Bateria!');
    expect(ruleState('Ao menos 1 letra maiúscula')).toBe('true');
    await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'Cavalo-Azul-Bateria!');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));

    expect(await screen.findByText(SENHA_CADASTRADA)).toBeInTheDocument();
    expect(await calls[0]?.json()).toEqual({ token: TOKEN });
    expect(await calls[1]?.json()).toEqual({
      token: TOKEN,
      newPassword: 'Cavalo-Azul-Bateria!',
      confirmNewPassword: 'Cavalo-Azul-Bateria!',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Ir para o login' }));
    await waitFor(() => expect(location()).toBe('/vbconnection/login'));
  });

  it("titles a new user's first access differently, and shows a refused password under its field", async () => {
    fakeApi({
      'POST /api/auth/senha/link': () =>
        jsonResponse({ finalidade: 'PRIMEIRO_ACESSO', expiraEm: new Date().toISOString() }),
      'POST /api/auth/senha/redefinir': () =>
        jsonResponse([{ mensagem: 'Esta senha é comum demais.', campo: 'newPassword' }], 400),
    });
    renderApp(`/vbconnection/redefinir-senha#token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Primeiro acesso: crie a sua senha' }),
    ).toBeInTheDocument();
    await userEvent.type(await screen.findByLabelText('Nova senha'), 'Mudar@12345');
    await userEvent.type(screen.getByLabelText('Confirmação da senha'), 'Mudar@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Esta senha é comum demais.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar nova senha' })).toBeInTheDocument();
  });

  it('says why a used or expired link is refused, and offers a new one', async () => {
    fakeApi({
      'POST /api/auth/senha/link': () =>
        jsonResponse([{ mensagem: 'Este link expirou.', campo: 'token' }], 400),
    });
    renderApp(`/vbconnection/redefinir-senha#token=${TOKEN}`);
    expect(await screen.findByText('Este link expirou.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/vbconnection/esqueci-senha',
    );
  });

  it('without a token, says the link is invalid and calls nothing', async () => {
    const { calls } = fakeApi({});
    renderApp('/vbconnection/redefinir-senha');
    expect(await screen.findByText(LINK_INVALIDO)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
