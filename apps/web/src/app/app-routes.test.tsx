import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MENSAGENS } from '@portal/shared/common/messages';
import { ADMIN, DIRETOR, logIn } from '../../test/fixtures';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render';
import { http } from '../lib/http';

const location = () => screen.getByTestId('location').textContent;

describe('routes and guards', () => {
  it('sends a visitor of a logged-in page to the landing page', async () => {
    renderApp('/vbconnection/vbauto/relatorio');
    const entrar = await screen.findByRole('link', { name: 'Entrar' });
    expect(location()).toBe('/');
    expect(entrar).toHaveAttribute('href', '/vbconnection/login');
    expect(screen.getByRole('link', { name: 'Quero ser cliente' })).toHaveAttribute(
      'href',
      '/institucional/pre-cadastro',
    );
    expect(document.title).toBe('VB Registradora');
  });

  it('sends a logged-in user from the landing page to the welcome page', async () => {
    logIn(ADMIN);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(location()).toBe('/vbconnection/vbauto/home');
    expect(document.title).toBe('vbConnection | Portal de Registro');
  });

  it("sends a logged-in user from the login page to returnUrl's first segment, else to /home", async () => {
    logIn(ADMIN);
    const { unmount } = renderApp(
      '/vbconnection/login?returnUrl=%2Fvbconnection%2Fvbauto%2Frelatorio%3Fx%3D1',
    );
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(location()).toBe('/vbconnection');
    unmount();

    renderApp('/vbconnection/login');
    expect(await screen.findByRole('link', { name: 'Acessar o portal' })).toBeInTheDocument();
    expect(location()).toBe('/home');
  });

  it('ignores a returnUrl that leaves the portal', async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/login?returnUrl=%2F%2Fevil.example%2Fx');
    await screen.findByRole('link', { name: 'Acessar o portal' });
    expect(location()).toBe('/home');
  });

  it("shows the welcome page in the shell: title bar, no 'Voltar', 'AUTO', version", async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
    expect(screen.getByText('AUTO')).toBeInTheDocument();
    expect(screen.getByTestId('version-label')).toHaveTextContent(/^v\d+\.\d+\.\d+/);
    expect(screen.getByRole('button', { name: /Ana Administradora/ })).toBeInTheDocument();
    expect(screen.getByText('Administrador', { selector: 'p' })).toBeInTheDocument();
  });

  it("shows 'Voltar' on other pages, and says plainly what is not built yet", async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/relatorio/financeiro');
    expect(
      await screen.findByRole('heading', { name: 'Relatório Financeiro' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
    expect(await screen.findByText(MENSAGENS.funcionalidadeIndisponivel)).toBeInTheDocument();
  });

  it("'Voltar' goes to the welcome page when the page was opened directly", async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/faq');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
  });

  it('logs out on a 401 from any API call outside /api/auth, back here after the next login', async () => {
    logIn(ADMIN);
    fakeApi({
      'GET /api/contratos': () => jsonResponse([{ mensagem: MENSAGENS.sessaoExpirada }], 401),
    });
    renderApp('/vbconnection/vbauto/contrato/consultar');
    await screen.findByRole('heading', { name: 'Consultar Contratos' });
    await expect(http.get('contratos').json()).rejects.toThrow();
    await waitFor(() => expect(location()).toMatch(/^\/vbconnection\/login\?/));
    const params = new URLSearchParams(location()?.split('?')[1]);
    expect(params.get('returnUrl')).toBe('/vbconnection/vbauto/contrato/consultar');
    expect(params.get('msg')).toBe('sessao-expirada');
    expect(await screen.findByLabelText('Usuário')).toBeInTheDocument();
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
  });

  it("shows 'AUTO' only on vbAuto pages", async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbhub');
    expect(await screen.findByRole('heading', { name: 'vbHUB' })).toBeInTheDocument();
    expect(screen.queryByText('AUTO')).not.toBeInTheDocument();
  });

  it('collapses the side menu to 60 px and expands it to 256 px', async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    const menu = await screen.findByTestId('side-menu');
    // Mantine writes the navbar width as a CSS variable in rem (16 px each).
    const navbarWidthsPx = () =>
      [
        ...[...document.querySelectorAll('style')]
          .map((style) => style.textContent ?? '')
          .join('\n')
          .matchAll(/--app-shell-navbar-width:\s*calc\(([\d.]+)rem/g),
      ].map((match) => Number(match[1]) * 16);
    expect(menu).toHaveAttribute('data-collapsed', 'false');
    await userEvent.click(within(menu).getByText('vbAuto'));
    expect(await within(menu).findByRole('link', { name: 'Registrar' })).toBeInTheDocument();
    expect(navbarWidthsPx()).toEqual([256]);

    await userEvent.click(screen.getByRole('button', { name: 'Recolher menu' }));
    expect(menu).toHaveAttribute('data-collapsed', 'true');
    expect(within(menu).queryByText('Registrar')).not.toBeInTheDocument();
    expect(navbarWidthsPx()).toEqual([60]);

    await userEvent.click(screen.getByRole('button', { name: 'Expandir menu' }));
    expect(menu).toHaveAttribute('data-collapsed', 'false');
  });

  it('gives the Diretoria the reduced layout on the totals page', async () => {
    logIn(DIRETOR);
    renderApp('/vbconnection/vbauto/home');
    expect(await screen.findByRole('heading', { name: 'Totais' })).toBeInTheDocument();
    expect(location()).toBe('/totais');
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.getByText('Diana Diretora')).toBeInTheDocument();
    expect(screen.getByTestId('session-timer')).toBeInTheDocument();
  });

  it("shows 'Página não encontrada' for an unknown path", async () => {
    renderApp('/nao/existe');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada' }),
    ).toBeInTheDocument();
  });

  it("opens the public chassis page without login, built (not the 'not available' placeholder)", async () => {
    renderApp('/vbexpress');
    expect(await screen.findByRole('heading', { name: 'Status de Registro' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Chassi/ })).toBeInTheDocument();
    expect(screen.queryByText(MENSAGENS.funcionalidadeIndisponivel)).not.toBeInTheDocument();
    expect(document.title).toBe('vbExpress | Status de Registro');
  });

  it('refreshes the stored user after a reload and logs out when the server says 401', async () => {
    logIn(ADMIN);
    const { reloadSessionFromStorage } = await import('../lib/session-storage');
    reloadSessionFromStorage();
    fakeApi({
      'GET /api/auth/usuario': () => jsonResponse([{ mensagem: MENSAGENS.sessaoExpirada }], 401),
    });
    renderApp('/vbconnection/vbauto/relatorio');
    await waitFor(() => expect(location()).toMatch(/^\/vbconnection\/login\?/));
    const params = new URLSearchParams(location()?.split('?')[1]);
    expect(params.get('returnUrl')).toBe('/vbconnection/vbauto/relatorio');
    expect(params.get('msg')).toBe('sessao-expirada');
    expect(localStorage.getItem('vbconnection.token')).toBeNull();
  });
});
