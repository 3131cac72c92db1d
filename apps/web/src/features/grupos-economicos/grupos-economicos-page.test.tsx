import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { GrupoEconomico } from '@portal/shared/grupos-economicos/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import GruposEconomicosPage from './grupos-economicos-page';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_PARAMETRIZACAO'],
};
const ATENDENTE: CurrentUser = {
  ...ADMIN,
  perfil: { perfil: 'ATENDIMENTO_N1', descricao: 'Atendimento N1' },
  roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR'],
};

const DEMO: GrupoEconomico = {
  id: '00000000-0000-4000-8000-000000000201',
  nome: 'Grupo Demonstração',
  descricao: 'Conglomerado do banco de demonstração',
  ativo: true,
  quantidadeClientes: 1,
  createdAt: '2026-01-02T13:00:00.000Z',
  updatedAt: '2026-01-02T13:00:00.000Z',
};
const VAZIO: GrupoEconomico = {
  ...DEMO,
  id: '00000000-0000-4000-8000-000000000202',
  nome: 'Grupo Sem Clientes',
  descricao: null,
  quantidadeClientes: 0,
  ativo: false,
};

const CLIENTE = {
  id: '00000000-0000-4000-8000-000000000001',
  razaoSocial: 'Banco Demonstração S.A.',
  nomeFantasia: 'Banco Demonstração',
  cnpj: '12ABC34501DE35',
  grupoEconomico: { id: DEMO.id, nome: DEMO.nome },
  uf: 'SP',
  vbDetransAtivo: true,
  vbPagueAtivo: false,
  serasaHubAtivo: true,
  ativo: true,
  ufsAtuacao: [],
  preCadastro: false,
};

function serve(routes: Record<string, FakeHandler> = {}, content = [DEMO, VAZIO]) {
  return fakeApi({
    'POST /api/grupos-economicos/consultar': () =>
      jsonResponse({ content, totalElements: content.length }),
    [`GET /api/grupos-economicos/${DEMO.id}`]: () => jsonResponse(DEMO),
    'POST /api/clientes/consultar': () => jsonResponse({ content: [CLIENTE], totalElements: 1 }),
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/grupos-economicos/consultar');

describe('Grupos Econômicos page', () => {
  it('lists the groups with their client count, paged by the server', async () => {
    logIn({ ...ADMINISTRADOR, qtdItensPagina: 20 });
    const { calls } = serve();
    renderWithProviders(<GruposEconomicosPage />);
    const row = (await screen.findByText('Grupo Demonstração')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1')).toBeInTheDocument();
    expect(within(row).getByText('Ativo')).toBeInTheDocument();
    const vazio = screen.getByText('Grupo Sem Clientes').closest('tr') as HTMLElement;
    expect(within(vazio).getByText('Inativo')).toBeInTheDocument();
    const [first] = consultas(calls);
    expect(Object.fromEntries(new URL(first!.url).searchParams)).toEqual({
      page: '0',
      size: '20',
      sort: 'nome,asc',
    });
    expect(await first!.json()).toEqual({});
  });

  it('sends the filters and starts again from the first page', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<GruposEconomicosPage />);
    await screen.findByText('Grupo Demonstração');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('Nome'), 'demo');
    await userEvent.click(within(filtros).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ativos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(await consultas(calls)[1]!.json()).toEqual({ nome: 'demo', ativo: true });
    expect(new URL(consultas(calls)[1]!.url).searchParams.get('page')).toBe('0');
  });

  it('creates a group, with the §5 message for a missing name first', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      'POST /api/grupos-economicos': async (request) => {
        body = await request.json();
        return jsonResponse({ ...DEMO, id: 'novo', nome: 'Grupo Novo' }, 201);
      },
    });
    renderWithProviders(<GruposEconomicosPage />);
    await screen.findByText('Grupo Demonstração');
    await userEvent.click(screen.getByRole('button', { name: 'Novo grupo econômico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo grupo econômico' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/api/grupos-economicos'))).toHaveLength(0);

    await fill(within(dialog).getByLabelText(/^Nome/), '  Grupo Novo ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Grupo econômico cadastrado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({ nome: 'Grupo Novo', descricao: null, ativo: true });
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a duplicate name (409) on the field and keeps the form filled', async () => {
    logIn(ADMINISTRADOR);
    serve({
      [`PUT /api/grupos-economicos/${DEMO.id}`]: () =>
        jsonResponse(
          [{ mensagem: 'Já existe um grupo econômico com este nome.', campo: 'nome' }],
          409,
        ),
    });
    renderWithProviders(<GruposEconomicosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Grupo Demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar grupo econômico' });
    const nome = within(dialog).getByLabelText(/^Nome/);
    expect(nome).toHaveValue('Grupo Demonstração');
    await userEvent.clear(nome);
    await fill(nome, 'Grupo Sem Clientes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um grupo econômico com este nome.'),
    ).toBeInTheDocument();
    expect(nome).toHaveValue('Grupo Sem Clientes');
    expect(within(dialog).getByLabelText('Descrição')).toHaveValue(DEMO.descricao);
  });

  it('deletes only after Sim, and shows the server’s 409 when clients belong to it', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve({
      [`DELETE /api/grupos-economicos/${VAZIO.id}`]: () => new Response(null, { status: 204 }),
      [`DELETE /api/grupos-economicos/${DEMO.id}`]: () =>
        jsonResponse(
          [{ mensagem: 'O grupo econômico não pode ser excluído: 1 cliente pertence a ele.' }],
          409,
        ),
    });
    renderWithProviders(<GruposEconomicosPage />);
    const deletes = () => calls.filter((call) => call.method === 'DELETE');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Grupo Sem Clientes' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Excluir grupo econômico' });
    expect(
      within(confirm).getByText('Deseja realmente excluir o grupo econômico Grupo Sem Clientes?'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Grupo Sem Clientes' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }),
    );
    expect(await screen.findByText('Grupo econômico excluído com sucesso!')).toBeInTheDocument();
    expect(deletes()).toHaveLength(1);
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Grupo Demonstração' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sim' }),
    );
    expect(
      await screen.findByText('O grupo econômico não pode ser excluído: 1 cliente pertence a ele.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Atenção')).toBeInTheDocument();
  });

  it('shows which clients belong to a group', async () => {
    logIn(ATENDENTE);
    const { calls } = serve();
    renderWithProviders(<GruposEconomicosPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Visualizar Grupo Demonstração' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grupo econômico' });
    const clientes = await within(dialog).findByRole('table', { name: 'Clientes do grupo' });
    expect(await within(clientes).findByText('Banco Demonstração')).toBeInTheDocument();
    expect(within(clientes).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(dialog).getByText('Clientes do grupo (1)')).toBeInTheDocument();
    const call = calls.find((c) => new URL(c.url).pathname === '/api/clientes/consultar');
    expect(await call!.json()).toEqual({ grupoEconomicoId: DEMO.id });
  });

  it('pages the group’s clients once they pass one page', async () => {
    logIn(ATENDENTE);
    const { calls } = serve({
      'POST /api/clientes/consultar': () => jsonResponse({ content: [CLIENTE], totalElements: 7 }),
    });
    renderWithProviders(<GruposEconomicosPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Visualizar Grupo Demonstração' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grupo econômico' });
    await within(dialog).findByText('Banco Demonstração');
    expect(within(dialog).getByText(/Total de Registros/)).toHaveTextContent('7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    const clientes = () =>
      calls.filter((call) => new URL(call.url).pathname === '/api/clientes/consultar');
    await waitFor(() => expect(clientes()).toHaveLength(2));
    expect(new URL(clientes()[1]!.url).searchParams.get('page')).toBe('1');
    expect(new URL(clientes()[1]!.url).searchParams.get('size')).toBe('5');
  });

  it('shows no pagination bar for clients that fit one page', async () => {
    logIn(ATENDENTE);
    serve();
    renderWithProviders(<GruposEconomicosPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Visualizar Grupo Demonstração' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Grupo econômico' });
    await within(dialog).findByText('Banco Demonstração');
    expect(within(dialog).queryByText(/Total de Registros/)).not.toBeInTheDocument();
  });

  it('hides Novo, Editar and Excluir from who may only list (and from a client’s user)', async () => {
    for (const user of [
      ATENDENTE,
      { ...OPERADOR, roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_PARAMETRIZACAO'] },
    ]) {
      logIn(user);
      serve();
      const { unmount } = renderWithProviders(<GruposEconomicosPage />);
      await screen.findByText('Grupo Demonstração');
      expect(
        screen.queryByRole('button', { name: 'Novo grupo econômico' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^(Editar|Excluir) / })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Visualizar Grupo Demonstração' })).toBeVisible();
      unmount();
    }
  });

  it('says so when nothing is found', async () => {
    logIn(ADMINISTRADOR);
    serve({}, []);
    renderWithProviders(<GruposEconomicosPage />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });
});
