import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Cliente, ClienteResumo } from '@portal/shared/clientes/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ClientesTab from './clientes-tab';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_CLIENTES_EDITAR'],
};
/** A client's user allowed to keep its own client's registration data. */
const MASTER: CurrentUser = {
  ...OPERADOR,
  username: 'master',
  perfil: { perfil: 'MASTER', descricao: 'Master' },
  roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_CLIENTES_EDITAR'],
};

const GRUPO = { id: '00000000-0000-4000-8000-0000000000a1', nome: 'Grupo Demonstração' };

const DEMONSTRACAO: ClienteResumo = {
  id: '00000000-0000-4000-8000-000000000001',
  razaoSocial: 'Banco Demonstração S.A.',
  nomeFantasia: 'Banco Demonstração',
  cnpj: '11222333000181',
  grupoEconomico: GRUPO,
  uf: 'SP',
  vbDetransAtivo: true,
  vbPagueAtivo: false,
  serasaHubAtivo: true,
  ativo: true,
  ufsAtuacao: [],
  preCadastro: false,
};
/** A prospect of the public pre-registration. */
const ALFA: ClienteResumo = {
  id: '00000000-0000-4000-8000-000000000002',
  razaoSocial: 'Banco Alfanumérico S.A.',
  nomeFantasia: 'Banco Alfa',
  cnpj: '12ABC34501DE35',
  grupoEconomico: null,
  uf: 'RJ',
  vbDetransAtivo: false,
  vbPagueAtivo: false,
  serasaHubAtivo: false,
  ativo: false,
  ufsAtuacao: ['RJ', 'SP'],
  preCadastro: true,
};

const DETALHE: Cliente = {
  id: DEMONSTRACAO.id,
  razaoSocial: DEMONSTRACAO.razaoSocial,
  nomeFantasia: DEMONSTRACAO.nomeFantasia,
  cnpj: DEMONSTRACAO.cnpj,
  grupoEconomico: GRUPO,
  endereco: {
    cep: '01310100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complemento: null,
    bairro: 'Bela Vista',
    codigoMunicipioIbge: '3550308',
    uf: 'SP',
  },
  email: 'contato@demonstracao.test',
  telefone: '1133334444',
  vbDetransAtivo: true,
  vbPagueAtivo: false,
  serasaHubAtivo: true,
  ativo: true,
  ufsAtuacao: [],
  preCadastro: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const CIDADES = [
  { codigoIbge: '3509502', nome: 'Campinas', uf: 'SP' },
  { codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' },
  { codigoIbge: '3304557', nome: 'Rio de Janeiro', uf: 'RJ' },
];

function serve(routes: Record<string, FakeHandler> = {}, content = [DEMONSTRACAO, ALFA]) {
  return fakeApi({
    'POST /api/clientes/consultar': () => jsonResponse({ content, totalElements: 12 }),
    'GET /api/grupos-economicos/todos-combo': () => jsonResponse([GRUPO]),
    'GET /api/cidades': (request) => {
      const uf = new URL(request.url).searchParams.get('uf') ?? '';
      const cidades = CIDADES.filter((cidade) => cidade.uf === uf);
      return jsonResponse({ content: cidades, totalElements: cidades.length });
    },
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/clientes/consultar');
const query = (call: Request | undefined) => Object.fromEntries(new URL(call!.url).searchParams);

async function choose(container: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await within(container).findByRole('option', { name: option }));
}

async function openNovo() {
  await userEvent.click(await screen.findByRole('button', { name: 'Novo cliente' }));
  return screen.findByRole('dialog', { name: 'Novo cliente' });
}

/** The view's 'Fechar' at the foot of the form (the title bar's X is named 'Fechar' too). */
const footerFechar = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('button', { name: 'Fechar' }).at(-1)!;

describe('Clientes tab', () => {
  it('lists a page from the server, formatted, and pages and sorts through the API', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ClientesTab />);
    const table = await screen.findByRole('table', { name: 'Clientes' });
    const alfa = (await within(table).findByText('Banco Alfa')).closest('tr') as HTMLElement;
    expect(within(alfa).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(alfa).getByText('Inativo')).toBeInTheDocument();
    expect(within(alfa).getByText('Pré-cadastro')).toBeInTheDocument();
    const demo = within(table).getByText('Banco Demonstração').closest('tr') as HTMLElement;
    expect(within(demo).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(demo).getByText('Grupo Demonstração')).toBeInTheDocument();
    expect(within(demo).getByText('vbDETRANS')).toBeInTheDocument();
    expect(within(demo).getByText('vbHUB')).toBeInTheDocument();
    expect(within(demo).queryByText('vbPAGUE')).not.toBeInTheDocument();
    expect(within(demo).queryByText('Pré-cadastro')).not.toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('Total de Registros: 12');
    expect(query(consultas(calls)[0])).toEqual({ page: '0', size: '5', sort: 'nomeFantasia,asc' });

    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(query(consultas(calls)[1])).toMatchObject({ page: '1', size: '5' });

    // A new sort asks the server again, from the first page.
    await userEvent.click(screen.getByRole('button', { name: 'Razão social' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(3));
    expect(query(consultas(calls)[2])).toEqual({ page: '0', size: '5', sort: 'razaoSocial,asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Razão social' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(4));
    expect(query(consultas(calls)[3])).toMatchObject({ sort: 'razaoSocial,desc' });
    expect(screen.getByRole('columnheader', { name: 'Razão social' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sends the filters without the mask, back on the first page, and clears them', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ClientesTab />);
    await screen.findByText('Banco Alfa');
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('Nome'), 'alfa');
    await fill(within(filtros).getByLabelText('CNPJ'), '12abc345');
    expect(within(filtros).getByLabelText('CNPJ')).toHaveValue('12.ABC.345');
    await choose(filtros, /Grupo econômico/, 'Grupo Demonstração');
    await choose(filtros, /^UF/, 'RJ');
    await choose(filtros, /Situação/, 'Inativos');
    await choose(filtros, /Pré-cadastro/, 'Somente pré-cadastros');
    await userEvent.click(within(filtros).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(3));
    expect(await consultas(calls)[2]!.json()).toEqual({
      nome: 'alfa',
      cnpj: '12ABC345',
      grupoEconomicoId: GRUPO.id,
      uf: 'RJ',
      ativo: false,
      preCadastro: true,
    });
    expect(query(consultas(calls)[2])).toMatchObject({ page: '0' });

    await userEvent.click(within(filtros).getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(4));
    expect(await consultas(calls)[3]!.json()).toEqual({});
    expect(within(filtros).getByLabelText('Nome')).toHaveValue('');
    expect(within(filtros).getByRole('combobox', { name: 'Pré-cadastro' })).toHaveValue('Todos');

    await choose(filtros, /Pré-cadastro/, 'Sem pré-cadastro');
    await userEvent.click(within(filtros).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(5));
    expect(await consultas(calls)[4]!.json()).toEqual({ preCadastro: false });
  });

  it("shows a prospect's states of operation in its dialog", async () => {
    logIn({ ...ADMINISTRADOR, roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR'] });
    const prospect: Cliente = {
      ...DETALHE,
      ...ALFA,
      endereco: null,
      email: 'maria@alfa.test',
      telefone: '11987654321',
    };
    serve({
      [`GET /api/clientes/${ALFA.id}`]: () => jsonResponse(prospect),
      [`GET /api/clientes/${DETALHE.id}`]: () => jsonResponse(DETALHE),
    });
    renderWithProviders(<ClientesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Visualizar Banco Alfa' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cliente' });
    const estados = within(dialog).getByRole('list', { name: 'Estados de atuação' });
    expect(
      within(estados)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['RJ - Rio de Janeiro', 'SP - São Paulo']);
    expect(within(dialog).getByText('Pré-cadastro')).toBeInTheDocument();
    await userEvent.click(footerFechar(dialog));

    // A client registered by the registradora: no state given, not a prospect.
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar Banco Demonstração' }));
    dialog = await screen.findByRole('dialog', { name: 'Cliente' });
    expect(within(dialog).getByText('Estados de atuação')).toBeInTheDocument();
    expect(within(dialog).getByText('Nenhum estado informado')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pré-cadastro')).not.toBeInTheDocument();
  });

  it('refuses a line break or an invisible control character in the address', async () => {
    logIn(ADMINISTRADOR);
    serve();
    renderWithProviders(<ClientesTab />);
    const dialog = await openNovo();
    await userEvent.click(within(dialog).getByLabelText(/^Logradouro/));
    await userEvent.paste('Avenida Paulista\u202E');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Logradouro/)).toHaveAccessibleDescription(
        'Caracteres não permitidos',
      ),
    );
    // An empty CEP is missing, not malformed.
    expect(within(dialog).getByLabelText(/^CEP/)).toHaveAccessibleDescription('Campo obrigatório');
  });

  it('says "Nenhum registro encontrado" when the search finds nothing', async () => {
    logIn(ADMINISTRADOR);
    serve({
      'POST /api/clientes/consultar': () => jsonResponse({ content: [], totalElements: 0 }),
    });
    renderWithProviders(<ClientesTab />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
  });

  it('shows the §5 messages on an empty or wrong form and sends nothing', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ClientesTab />);
    const dialog = await openNovo();
    await fill(within(dialog).getByLabelText(/^CNPJ/), '12.ABC.345/01DE-36');
    await fill(within(dialog).getByLabelText(/^E-mail/), 'contato@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CNPJ Inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('Email inválido')).toBeInTheDocument();
    // Blank required fields say so, whatever their format rule (CEP, phone, UF, city).
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(9);
    expect(within(dialog).getByLabelText(/^CEP/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.endsWith('/clientes')),
    ).toEqual([]);
  });

  it('creates a client with an alphanumeric CNPJ, masks and flags, and refreshes the list', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      'POST /api/clientes': async (request) => {
        body = await request.json();
        return jsonResponse({ ...DETALHE, id: 'novo' }, 201);
      },
    });
    renderWithProviders(<ClientesTab />);
    const dialog = await openNovo();
    expect(within(dialog).getByRole('switch', { name: /^Ativo/ })).toBeChecked();
    await fill(within(dialog).getByLabelText(/^Razão social/), 'Banco Alfa S.A.');
    await fill(within(dialog).getByLabelText(/^Nome fantasia/), 'Banco Alfa');
    await fill(within(dialog).getByLabelText(/^CNPJ/), '12abc34501de35');
    expect(within(dialog).getByLabelText(/^CNPJ/)).toHaveValue('12.ABC.345/01DE-35');
    await choose(dialog, /Grupo econômico/, 'Grupo Demonstração');
    await fill(within(dialog).getByLabelText(/^E-mail/), 'contato@alfa.test');
    await fill(within(dialog).getByLabelText(/^Telefone/), '11987654321');
    expect(within(dialog).getByLabelText(/^Telefone/)).toHaveValue('(11) 9 8765-4321');
    await fill(within(dialog).getByLabelText(/^CEP/), '01310100');
    expect(within(dialog).getByLabelText(/^CEP/)).toHaveValue('01310-100');
    await fill(within(dialog).getByLabelText(/^Logradouro/), 'Avenida Paulista');
    await fill(within(dialog).getByLabelText(/^Número/), '1000');
    await fill(within(dialog).getByLabelText(/^Bairro/), 'Bela Vista');
    await choose(dialog, /^UF/, 'SP - São Paulo');
    await choose(dialog, /^Município/, 'Campinas');
    await userEvent.click(within(dialog).getByRole('switch', { name: /vbPAGUE/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Cliente cadastrado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      razaoSocial: 'Banco Alfa S.A.',
      nomeFantasia: 'Banco Alfa',
      cnpj: '12ABC34501DE35',
      grupoEconomicoId: GRUPO.id,
      endereco: {
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        complemento: null,
        bairro: 'Bela Vista',
        codigoMunicipioIbge: '3509502',
        uf: 'SP',
      },
      email: 'contato@alfa.test',
      telefone: '11987654321',
      vbDetransAtivo: false,
      vbPagueAtivo: true,
      serasaHubAtivo: false,
      ativo: true,
    });
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and puts a 409 under the CNPJ', async () => {
    logIn(ADMINISTRADOR);
    serve({
      [`GET /api/clientes/${DETALHE.id}`]: () => jsonResponse(DETALHE),
      [`PUT /api/clientes/${DETALHE.id}`]: () =>
        jsonResponse([{ mensagem: 'Já existe um cliente com este CNPJ.', campo: 'cnpj' }], 409),
    });
    renderWithProviders(<ClientesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Banco Demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    expect(within(dialog).getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(within(dialog).getByLabelText(/^CEP/)).toHaveValue('01310-100');
    expect(await within(dialog).findByDisplayValue('São Paulo')).toBeInTheDocument();
    const nome = within(dialog).getByLabelText(/^Nome fantasia/);
    await userEvent.clear(nome);
    await fill(nome, 'Banco Renomeado');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um cliente com este CNPJ.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^CNPJ/)).toHaveAttribute('aria-invalid', 'true');
    expect(nome).toHaveValue('Banco Renomeado');
    expect(screen.getByRole('dialog', { name: 'Editar cliente' })).toBeInTheDocument();
  });

  it('deletes only after Sim, and shows the server’s 409 when the client is referenced', async () => {
    logIn(ADMINISTRADOR);
    let deletes = 0;
    serve({
      [`DELETE /api/clientes/${ALFA.id}`]: () => {
        deletes += 1;
        return new Response(null, { status: 204 });
      },
      [`DELETE /api/clientes/${DEMONSTRACAO.id}`]: () => {
        deletes += 1;
        return jsonResponse(
          [{ mensagem: 'O cliente não pode ser excluído: ele é referenciado por 2 usuários.' }],
          409,
        );
      },
    });
    renderWithProviders(<ClientesTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Banco Alfa' }));
    expect(
      await screen.findByText('Deseja realmente excluir o cliente Banco Alfa?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(deletes).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Banco Alfa' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Cliente excluído com sucesso!')).toBeInTheDocument();
    expect(deletes).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Banco Demonstração' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'O cliente não pode ser excluído: ele é referenciado por 2 usuários.',
      ),
    ).toBeInTheDocument();
    expect(deletes).toBe(2);
  });

  it('lets a client’s user correct its own client, but not create, delete or change the flags', async () => {
    logIn(MASTER);
    const { calls } = serve({ [`GET /api/clientes/${DETALHE.id}`]: () => jsonResponse(DETALHE) }, [
      DEMONSTRACAO,
    ]);
    renderWithProviders(<ClientesTab />);
    await screen.findByText('Banco Demonstração');
    expect(screen.queryByRole('button', { name: 'Novo cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Grupo econômico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pré-cadastro' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Banco Demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' });
    expect(within(dialog).getByLabelText(/^Razão social/)).toBeEnabled();
    expect(within(dialog).getByRole('switch', { name: /vbDETRANS/ })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: /^Ativo/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Grupo econômico' })).toBeDisabled();
    expect(calls.some((call) => call.url.includes('grupos-economicos'))).toBe(true);
  });

  it('shows a read-only view without Salvar to whom may only consult', async () => {
    logIn({ ...ADMINISTRADOR, roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR'] });
    serve({ [`GET /api/clientes/${DETALHE.id}`]: () => jsonResponse(DETALHE) });
    renderWithProviders(<ClientesTab />);
    await screen.findByText('Banco Demonstração');
    expect(screen.queryByRole('button', { name: 'Novo cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar Banco Demonstração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cliente' });
    expect(within(dialog).getByLabelText(/^Razão social/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Razão social/)).toHaveValue('Banco Demonstração S.A.');
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await userEvent.click(footerFechar(dialog));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the user may not consult, without calling the server', async () => {
    logIn({ ...ADMINISTRADOR, roles: [] });
    const { calls } = serve();
    renderWithProviders(<ClientesTab />);
    expect(
      await screen.findByText('Você não tem permissão para consultar clientes.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
