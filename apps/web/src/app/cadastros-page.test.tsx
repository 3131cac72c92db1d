import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { ADMIN, logIn } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import CadastrosPage from './cadastros-page';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: [
    'ADMINISTRACAO_CLIENTES_CONSULTAR',
    'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
    'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
    'SERVICO_CLIENTE_CONSULTAR',
  ],
};

const EMPTY_PAGE = () => jsonResponse({ content: [], totalElements: 0 });

function serve(user: CurrentUser) {
  return fakeApi({
    'GET /api/auth/usuario': () => jsonResponse(user),
    'POST /api/clientes/consultar': EMPTY_PAGE,
    'POST /api/fornecedores/consultar': EMPTY_PAGE,
    'POST /api/agentesFinanceiros/consultar': EMPTY_PAGE,
    'GET /api/grupos-economicos/todos-combo': () => jsonResponse([]),
    'GET /api/clientes/todos-combo': () => jsonResponse([]),
  });
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderPage(route = '/vbconnection/vbauto/cliente') {
  return renderWithProviders(
    <>
      <CadastrosPage />
      <Location />
    </>,
    { route },
  );
}

const pathOf = (calls: Request[]) => calls.map((call) => new URL(call.url).pathname);

describe('Cadastros page', () => {
  it('opens on Clientes and keeps the chosen tab in the URL, loading only the open tab', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve(ADMINISTRADOR);
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Clientes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await screen.findByRole('table', { name: 'Clientes' });
    expect(pathOf(calls)).not.toContain('/api/fornecedores/consultar');

    await userEvent.click(screen.getByRole('tab', { name: 'Fornecedores' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/vbconnection/vbauto/cliente?aba=fornecedores',
    );
    await screen.findByRole('table', { name: 'Fornecedores' });
    expect(pathOf(calls)).toContain('/api/fornecedores/consultar');
    expect(screen.queryByRole('table', { name: 'Clientes' })).not.toBeInTheDocument();
  });

  it('opens the tab the URL names (a reload, or Voltar)', async () => {
    logIn(ADMINISTRADOR);
    serve(ADMINISTRADOR);
    renderPage('/vbconnection/vbauto/cliente?aba=agentes-financeiros');
    expect(await screen.findByRole('tab', { name: 'Agentes Financeiros' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('table', { name: 'Agentes financeiros' })).toBeInTheDocument();
  });

  it('links to the service prices', async () => {
    logIn(ADMINISTRADOR);
    serve(ADMINISTRADOR);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Serviços' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/servico',
    );
    expect(screen.getByRole('link', { name: 'Serviços Detran' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/servico-detran',
    );
  });

  it('links to Terceiro Garantidor only for who holds TERCEIRO_GARANTIDOR_CONSULTAR', async () => {
    logIn(ADMINISTRADOR);
    serve(ADMINISTRADOR);
    const { unmount } = renderPage();
    await screen.findByRole('link', { name: 'Serviços' });
    expect(screen.queryByRole('link', { name: 'Terceiro Garantidor' })).not.toBeInTheDocument();
    unmount();

    const comTg: CurrentUser = {
      ...ADMINISTRADOR,
      roles: [...ADMINISTRADOR.roles, 'TERCEIRO_GARANTIDOR_CONSULTAR'],
    };
    logIn(comTg);
    serve(comTg);
    renderPage();
    expect(await screen.findByRole('link', { name: 'Terceiro Garantidor' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/terceiro-garantidor',
    );
  });

  it('says the list failed to load (no empty list, no total 0) and tries again', async () => {
    const detran: CurrentUser = {
      ...ADMIN,
      perfil: { perfil: 'DETRAN', descricao: 'Detran' },
      fornecedor: { id: 'f-sp', nome: 'Detran-SP' },
      roles: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR'],
    };
    logIn(detran);
    let isDown = true;
    fakeApi({
      'GET /api/auth/usuario': () => jsonResponse(detran),
      'POST /api/fornecedores/consultar': () =>
        isDown ? jsonResponse([{ mensagem: 'Falhou.' }], 500) : EMPTY_PAGE(),
    });
    renderPage();
    expect(await screen.findByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total de Registros/)).not.toBeInTheDocument();

    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toBeInTheDocument();
  });

  it('shows only the tabs the user may consult, whatever the URL asks', async () => {
    const detran: CurrentUser = {
      ...ADMIN,
      perfil: { perfil: 'DETRAN', descricao: 'Detran' },
      fornecedor: { id: 'f-sp', nome: 'Detran-SP' },
      roles: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR'],
    };
    logIn(detran);
    const { calls } = serve(detran);
    renderPage('/vbconnection/vbauto/cliente?aba=clientes');
    expect(await screen.findByRole('tab', { name: 'Fornecedores' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Clientes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Agentes Financeiros' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Serviços' })).not.toBeInTheDocument();
    await screen.findByRole('table', { name: 'Fornecedores' });
    await waitFor(() => expect(pathOf(calls)).not.toContain('/api/clientes/consultar'));
  });

  it('says so when the user may consult none of them', async () => {
    const semPermissao: CurrentUser = { ...ADMIN, roles: [] };
    logIn(semPermissao);
    serve(semPermissao);
    renderPage();
    expect(
      await screen.findByText(
        'Você não tem permissão para consultar clientes, fornecedores ou agentes financeiros.',
      ),
    ).toBeInTheDocument();
  });
});
