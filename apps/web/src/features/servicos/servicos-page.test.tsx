import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { TIPOS_SERVICO_REFERENCIA, type Servico } from '@portal/shared/servicos/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ServicosPage from './servicos-page';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['SERVICO_CLIENTE_CONSULTAR', 'SERVICO_CLIENTE_EDITAR'],
};
const ATENDENTE: CurrentUser = { ...ADMIN, roles: ['SERVICO_CLIENTE_CONSULTAR'] };

const REFERENCIA: Servico[] = TIPOS_SERVICO_REFERENCIA.map((s) => ({
  ...s,
  descricao: null,
  ativo: true,
  referencia: true,
}));
const VISTORIA: Servico = {
  codigo: 20,
  nome: 'Vistoria',
  descricao: 'Vistoria cautelar',
  ativo: false,
  referencia: false,
};

function serve(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'GET /api/servicos': () =>
      jsonResponse({ content: [...REFERENCIA.slice(-2), VISTORIA], totalElements: 9 }),
    ...routes,
  });
}

const listagens = (calls: Request[]) =>
  calls
    .filter((call) => call.method === 'GET' && new URL(call.url).pathname === '/api/servicos')
    .map((call) => Object.fromEntries(new URL(call.url).searchParams));

describe('Serviços page', () => {
  it('lists the service types by code, the §9 codes among them, paged by the server', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ServicosPage />);
    const credenciamento = (await screen.findByText('Credenciamento Detran')).closest('tr')!;
    expect(within(credenciamento as HTMLElement).getByText('14')).toBeInTheDocument();
    expect(within(credenciamento as HTMLElement).getByText('Sistema')).toBeInTheDocument();
    const renovacao = screen.getByText('Renovação Credenciamento Detran').closest('tr')!;
    expect(within(renovacao as HTMLElement).getByText('15')).toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('9');
    expect(listagens(calls)).toEqual([{ page: '0', size: '5', sort: 'codigo,asc' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(listagens(calls).at(-1)).toMatchObject({ page: '1' }));
  });

  it('sends the filters in the query string', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ServicosPage />);
    await screen.findByText('Vistoria');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('Nome'), 'credenc');
    await userEvent.click(within(filtros).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inativos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(listagens(calls).at(-1)).toEqual({
        nome: 'credenc',
        ativo: 'false',
        page: '0',
        size: '5',
        sort: 'codigo,asc',
      }),
    );
  });

  it('creates a service type, the §5 messages first, and shows a duplicate code on its field', async () => {
    logIn(ADMINISTRADOR);
    const bodies: unknown[] = [];
    serve({
      'POST /api/servicos': async (request) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? jsonResponse(
              [{ mensagem: 'Já existe um serviço com o código 14.', campo: 'codigo' }],
              409,
            )
          : jsonResponse({ ...VISTORIA, codigo: 21, nome: 'Transferência' }, 201);
      },
    });
    renderWithProviders(<ServicosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo serviço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo serviço' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe ao menos 2 caracteres')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Código/), '14');
    await fill(within(dialog).getByLabelText(/^Nome/), 'Transferência');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um serviço com o código 14.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nome/)).toHaveValue('Transferência');
    expect(bodies[0]).toEqual({ codigo: 14, nome: 'Transferência', descricao: null, ativo: true });

    const codigo = within(dialog).getByLabelText(/^Código/);
    await userEvent.clear(codigo);
    await userEvent.type(codigo, '21');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço cadastrado com sucesso!')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ codigo: 21, nome: 'Transferência', descricao: null, ativo: true });
  });

  it('edits without sending the code, which does not change', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    serve({
      'PUT /api/servicos/20': async (request) => {
        body = await request.json();
        return jsonResponse({ ...VISTORIA, ativo: true });
      },
    });
    renderWithProviders(<ServicosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Vistoria' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar serviço' });
    expect(within(dialog).getByLabelText('Código')).toBeDisabled();
    expect(within(dialog).getByLabelText('Código')).toHaveValue('20');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço alterado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({ nome: 'Vistoria', descricao: 'Vistoria cautelar', ativo: true });
  });

  it('deletes a service type after Sim; the reference ones offer no delete', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve({
      'DELETE /api/servicos/20': () =>
        jsonResponse(
          [{ mensagem: 'O serviço não pode ser excluído: é referenciado por 2 preços de Detran.' }],
          409,
        ),
    });
    renderWithProviders(<ServicosPage />);
    await screen.findByText('Vistoria');
    expect(
      screen.queryByRole('button', { name: 'Excluir Credenciamento Detran' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar Credenciamento Detran' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Vistoria' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir serviço' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'O serviço não pode ser excluído: é referenciado por 2 preços de Detran.',
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('hides every change from who may only consult, and links to the prices', async () => {
    logIn(ATENDENTE);
    serve();
    renderWithProviders(<ServicosPage />);
    await screen.findByText('Vistoria');
    expect(screen.queryByRole('button', { name: 'Novo serviço' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preços por Detran' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/servico-detran',
    );
  });

  it('tells a user without the permission instead of calling the API', () => {
    logIn({ ...ADMIN, roles: [] });
    const { calls } = serve();
    renderWithProviders(<ServicosPage />);
    expect(
      screen.getByText('Você não tem permissão para consultar serviços e preços.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
