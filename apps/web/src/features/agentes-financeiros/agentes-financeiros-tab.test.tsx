import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgenteFinanceiro } from '@portal/shared/agentes-financeiros/schemas';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import AgentesFinanceirosTab from './agentes-financeiros-tab';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: [
    'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
    'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  ],
};
const MASTER: CurrentUser = {
  ...OPERADOR,
  username: 'master',
  perfil: { perfil: 'MASTER', descricao: 'Master' },
  roles: ['ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR'],
};

const DEMONSTRACAO = { id: '00000000-0000-4000-8000-000000000001', nomeFantasia: 'Banco Demo' };
const EXEMPLO = { id: '00000000-0000-4000-8000-000000000002', nomeFantasia: 'Banco Exemplo' };

const RESUMO = {
  id: '00000000-0000-4000-8000-000000000501',
  razaoSocial: 'Crédito Compartilhado Administradora de Consórcios Ltda.',
  nome: 'Crédito Compartilhado',
  cnpj: '12ABC34501DE35',
  uf: 'MG',
  codigoMunicipioIbge: '3106200',
  ativo: true,
};
const AGENTE: AgenteFinanceiro = {
  id: RESUMO.id,
  razaoSocial: RESUMO.razaoSocial,
  nome: RESUMO.nome,
  cnpj: RESUMO.cnpj,
  endereco: {
    cep: '30110000',
    logradouro: 'Rua das Financeiras',
    numero: '100',
    complemento: null,
    bairro: 'Centro',
    codigoMunicipioIbge: '3106200',
    uf: 'MG',
  },
  telefone: '3132320000',
  email: null,
  ativo: true,
  clientes: [
    {
      id: '00000000-0000-4000-8000-000000000601',
      agenteFinanceiroId: RESUMO.id,
      clienteId: DEMONSTRACAO.id,
      nomeFantasiaCliente: DEMONSTRACAO.nomeFantasia,
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const CIDADES = [
  { codigoIbge: '3106200', nome: 'Belo Horizonte', uf: 'MG' },
  { codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' },
];

function serve(routes: Record<string, FakeHandler> = {}, clientes = [DEMONSTRACAO, EXEMPLO]) {
  return fakeApi({
    'POST /api/agentesFinanceiros/consultar': () =>
      jsonResponse({ content: [RESUMO], totalElements: 7 }),
    'GET /api/clientes/todos-combo': () => jsonResponse(clientes),
    'GET /api/cidades': (request) => {
      const uf = new URL(request.url).searchParams.get('uf') ?? '';
      const cidades = CIDADES.filter((cidade) => cidade.uf === uf);
      return jsonResponse({ content: cidades, totalElements: cidades.length });
    },
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/agentesFinanceiros/consultar');
const query = (call: Request | undefined) => Object.fromEntries(new URL(call!.url).searchParams);

async function choose(container: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await within(container).findByRole('option', { name: option }));
}

describe('Agentes Financeiros tab', () => {
  it('lists a page from the server and loads a client’s agents as soon as it is chosen', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<AgentesFinanceirosTab />);
    const table = await screen.findByRole('table', { name: 'Agentes financeiros' });
    const row = (await within(table).findByText('Crédito Compartilhado')).closest('tr')!;
    expect(within(row).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(row).getByText('MG')).toBeInTheDocument();
    expect(query(consultas(calls)[0])).toEqual({ page: '0', size: '5', sort: 'nome,asc' });

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(query(consultas(calls)[1])).toMatchObject({ page: '1', size: '5' });

    // No 'Pesquisar': choosing the client is enough, and it starts from the first page.
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await choose(filtros, /^Cliente/, 'Banco Exemplo');
    await waitFor(() => expect(consultas(calls)).toHaveLength(3));
    expect(await consultas(calls)[2]!.json()).toEqual({ clienteId: EXEMPLO.id });
    expect(query(consultas(calls)[2])).toMatchObject({ page: '0' });

    await fill(within(filtros).getByLabelText('CNPJ'), '12.abc.345');
    await userEvent.click(within(filtros).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(4));
    expect(await consultas(calls)[3]!.json()).toEqual({
      clienteId: EXEMPLO.id,
      cnpj: '12ABC345',
    });
  });

  it('shows no client filter nor edit actions to a client’s user with one client', async () => {
    logIn(MASTER);
    serve({}, [DEMONSTRACAO]);
    renderWithProviders(<AgentesFinanceirosTab />);
    await screen.findByText('Crédito Compartilhado');
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: /^Cliente/ })).not.toBeInTheDocument(),
    );
    expect(
      screen.queryByRole('button', { name: 'Novo agente financeiro' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
  });

  it('creates an agent for the chosen clients, after the §5 messages', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      'POST /api/agentesFinanceiros': async (request) => {
        body = await request.json();
        return jsonResponse(AGENTE, 201);
      },
    });
    renderWithProviders(<AgentesFinanceirosTab />);
    await screen.findByText('Crédito Compartilhado');
    await choose(screen.getByRole('form', { name: 'Filtros' }), /^Cliente/, 'Banco Demo');
    await userEvent.click(screen.getByRole('button', { name: 'Novo agente financeiro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo agente financeiro' });

    await fill(within(dialog).getByLabelText(/^CNPJ/), '11222333000180');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CNPJ Inválido')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(9);
    expect(calls.filter((call) => call.url.endsWith('/api/agentesFinanceiros'))).toHaveLength(0);

    await fill(within(dialog).getByLabelText(/^Razão social/), 'Alfa Financeira S.A.');
    await fill(within(dialog).getByLabelText(/^Nome/), 'Alfa Financeira');
    const cnpj = within(dialog).getByLabelText(/^CNPJ/);
    await userEvent.clear(cnpj);
    await fill(cnpj, '12abc34501de35');
    await fill(within(dialog).getByLabelText(/^Telefone/), '3132320000');
    await fill(within(dialog).getByLabelText(/^CEP/), '30110000');
    await fill(within(dialog).getByLabelText(/^Logradouro/), 'Rua das Financeiras');
    await userEvent.type(within(dialog).getByLabelText(/^Número/), '100');
    await fill(within(dialog).getByLabelText(/^Bairro/), 'Centro');
    await choose(dialog, /^UF/, 'MG - Minas Gerais');
    await choose(dialog, /^Município/, 'Belo Horizonte');
    await choose(dialog, /^Clientes/, 'Banco Exemplo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Agente financeiro cadastrado com sucesso!'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      razaoSocial: 'Alfa Financeira S.A.',
      nome: 'Alfa Financeira',
      cnpj: '12ABC34501DE35',
      endereco: {
        cep: '30110000',
        logradouro: 'Rua das Financeiras',
        numero: '100',
        complemento: null,
        bairro: 'Centro',
        codigoMunicipioIbge: '3106200',
        uf: 'MG',
      },
      telefone: '3132320000',
      email: null,
      ativo: true,
      // It started with the client being looked at; the other was added.
      clienteIds: [DEMONSTRACAO.id, EXEMPLO.id],
    });
  });

  it('keeps the form filled on a 409 and shows the message under the CNPJ', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    serve({
      [`GET /api/agentesFinanceiros/agenteID/${AGENTE.id}`]: () => jsonResponse(AGENTE),
      [`PUT /api/agentesFinanceiros/${AGENTE.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse(
          [{ mensagem: 'Já existe um agente financeiro com este CNPJ.', campo: 'cnpj' }],
          409,
        );
      },
    });
    renderWithProviders(<AgentesFinanceirosTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Crédito Compartilhado' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar agente financeiro' });
    expect(await within(dialog).findByDisplayValue('Belo Horizonte')).toBeInTheDocument();
    const email = within(dialog).getByLabelText(/^E-mail/);
    await fill(email, 'contato@credito.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um agente financeiro com este CNPJ.'),
    ).toBeInTheDocument();
    expect(email).toHaveValue('contato@credito.test');
    // The data only: the clients change through their own calls.
    expect(body).not.toHaveProperty('clienteIds');
    expect(body).toMatchObject({ cnpj: '12ABC34501DE35', email: 'contato@credito.test' });
  });

  it('associates another client at once and dissociates one after Sim', async () => {
    logIn(ADMINISTRADOR);
    const associacoes: string[] = [];
    serve({
      [`GET /api/agentesFinanceiros/agenteID/${AGENTE.id}`]: () => jsonResponse(AGENTE),
      [`POST /api/agentesFinanceiros/${AGENTE.id}/clientes/${EXEMPLO.id}`]: () => {
        associacoes.push(`+${EXEMPLO.id}`);
        return jsonResponse({
          id: '00000000-0000-4000-8000-000000000602',
          agenteFinanceiroId: AGENTE.id,
          clienteId: EXEMPLO.id,
          nomeFantasiaCliente: EXEMPLO.nomeFantasia,
        });
      },
      [`DELETE /api/agentesFinanceiros/${AGENTE.id}/clientes/${DEMONSTRACAO.id}`]: () => {
        associacoes.push(`-${DEMONSTRACAO.id}`);
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<AgentesFinanceirosTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Crédito Compartilhado' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar agente financeiro' });
    const associados = within(dialog).getByRole('table', { name: 'Clientes' });
    expect(within(associados).getByText('Banco Demo')).toBeInTheDocument();

    await choose(dialog, /Associar a um cliente/, 'Banco Exemplo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Associar' }));
    expect(
      await screen.findByText('Agente financeiro associado ao cliente Banco Exemplo.'),
    ).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Desassociar Banco Demo' }));
    expect(
      await screen.findByText(
        'Deseja realmente desassociar o agente financeiro Crédito Compartilhado do cliente Banco Demo?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Agente financeiro desassociado do cliente Banco Demo.'),
    ).toBeInTheDocument();
    expect(associacoes).toEqual([`+${EXEMPLO.id}`, `-${DEMONSTRACAO.id}`]);
  });

  it('deletes only after Sim and shows the server’s 409 while clients use the agent', async () => {
    logIn(ADMINISTRADOR);
    let deletes = 0;
    serve({
      [`DELETE /api/agentesFinanceiros/${AGENTE.id}`]: () => {
        deletes += 1;
        return jsonResponse(
          [
            {
              mensagem:
                'O agente financeiro não pode ser excluído: ele está associado a 1 cliente. Desassocie-o antes.',
            },
          ],
          409,
        );
      },
    });
    renderWithProviders(<AgentesFinanceirosTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Crédito Compartilhado' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect(deletes).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Crédito Compartilhado' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'O agente financeiro não pode ser excluído: ele está associado a 1 cliente. Desassocie-o antes.',
      ),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
  });

  it('says the user may not consult, without calling the server', async () => {
    logIn({ ...ADMINISTRADOR, roles: [] });
    const { calls } = serve();
    renderWithProviders(<AgentesFinanceirosTab />);
    expect(
      await screen.findByText('Você não tem permissão para consultar agentes financeiros.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
