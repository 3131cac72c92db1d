import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type {
  TerceiroGarantidor,
  TerceiroGarantidorResumo,
} from '@portal/shared/terceiros-garantidores/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import TerceirosGarantidoresPage from './terceiros-garantidores-page';
import { fill } from '../../../test/fill';

const PERMISSOES = ['TERCEIRO_GARANTIDOR_CONSULTAR', 'TERCEIRO_GARANTIDOR_EDITAR'];
const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: PERMISSOES };
const MASTER: CurrentUser = {
  ...OPERADOR,
  username: 'master',
  perfil: { perfil: 'MASTER', descricao: 'Master' },
  roles: PERMISSOES,
};

const CLIENTE_DEMO = '00000000-0000-4000-8000-000000000001';

const ALFA: TerceiroGarantidor = {
  id: '00000000-0000-4000-8000-000000000601',
  cliente: { id: CLIENTE_DEMO, nomeFantasia: 'Banco Demonstração' },
  nome: 'Garantias Alfa S.A.',
  cpfCnpj: '12ABC34501DE35',
  endereco: {
    cep: '13010000',
    logradouro: 'Rua dos Garantidores',
    numero: '200',
    complemento: null,
    bairro: 'Centro',
    codigoMunicipioIbge: '3509502',
    uf: 'SP',
  },
  municipio: 'Campinas',
  telefone: '1933334444',
  email: 'contato@garantiasalfa.com.br',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const RESUMO: TerceiroGarantidorResumo = {
  id: ALFA.id,
  cliente: ALFA.cliente,
  nome: ALFA.nome,
  cpfCnpj: ALFA.cpfCnpj,
  uf: 'SP',
  municipio: 'Campinas',
  telefone: ALFA.telefone,
  email: ALFA.email,
};

const CIDADES = [
  { codigoIbge: '3509502', nome: 'Campinas', uf: 'SP' },
  { codigoIbge: '3106200', nome: 'Belo Horizonte', uf: 'MG' },
];

function serve(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /api/terceiros-garantidores/consultar': () =>
      jsonResponse({ content: [RESUMO], totalElements: 1 }),
    'GET /api/clientes/todos-combo': () =>
      jsonResponse([{ id: CLIENTE_DEMO, nomeFantasia: 'Banco Demonstração' }]),
    'GET /api/cidades': (request) => {
      const uf = new URL(request.url).searchParams.get('uf') ?? '';
      const content = CIDADES.filter((cidade) => cidade.uf === uf);
      return jsonResponse({ content, totalElements: content.length });
    },
    [`GET /api/terceiros-garantidores/${ALFA.id}`]: () => jsonResponse(ALFA),
    ...routes,
  });
}

async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await within(container).findByRole('option', { name: option }));
}

describe('third-party guarantors page', () => {
  it('lists guarantors with the client column for the registradora', async () => {
    logIn(ADMINISTRADOR);
    serve();
    renderWithProviders(<TerceirosGarantidoresPage />);
    const row = (await screen.findByText('Garantias Alfa S.A.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(row).getByText('Banco Demonstração')).toBeInTheDocument();
    expect(within(row).getByText('Campinas/SP')).toBeInTheDocument();
    expect(within(row).getByText('(19) 3333-4444')).toBeInTheDocument();
  });

  it('lets a Master create one with its full address, masked', async () => {
    logIn(MASTER);
    let body: unknown;
    serve({
      'POST /api/terceiros-garantidores': async (request) => {
        body = await request.json();
        return jsonResponse({ ...ALFA, id: 'novo' }, 201);
      },
    });
    renderWithProviders(<TerceirosGarantidoresPage />);
    await screen.findByText('Garantias Alfa S.A.');
    expect(screen.queryByRole('columnheader', { name: 'Cliente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Novo terceiro garantidor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo terceiro garantidor' });
    await fill(within(dialog).getByLabelText(/^Nome/), 'Maria Garantidora');
    await fill(within(dialog).getByLabelText(/^CPF\/CNPJ/), '52998224725');
    await fill(within(dialog).getByLabelText(/^Telefone/), '3133334444');
    await fill(within(dialog).getByLabelText(/^CEP/), '30130010');
    expect(within(dialog).getByLabelText(/^CEP/)).toHaveValue('30130-010');
    await fill(within(dialog).getByLabelText(/^Logradouro/), 'Avenida Afonso Pena');
    await fill(within(dialog).getByLabelText(/^Número/), '1500');
    await fill(within(dialog).getByLabelText(/^Bairro/), 'Centro');
    await choose(dialog, 'UF', 'MG - Minas Gerais');
    await choose(dialog, 'Município', 'Belo Horizonte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Terceiro garantidor cadastrado com sucesso!'),
    ).toBeInTheDocument();
    expect(body).toEqual({
      nome: 'Maria Garantidora',
      cpfCnpj: '52998224725',
      endereco: {
        cep: '30130010',
        logradouro: 'Avenida Afonso Pena',
        numero: '1500',
        complemento: null,
        bairro: 'Centro',
        codigoMunicipioIbge: '3106200',
        uf: 'MG',
      },
      telefone: '3133334444',
      email: null,
    });
  });

  it('shows field messages and sends nothing while the form is invalid', async () => {
    logIn(MASTER);
    const { calls } = serve();
    renderWithProviders(<TerceirosGarantidoresPage />);
    await screen.findByText('Garantias Alfa S.A.');
    await userEvent.click(screen.getByRole('button', { name: 'Novo terceiro garantidor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo terceiro garantidor' });
    await userEvent.type(within(dialog).getByLabelText(/^CEP/), '123');
    await fill(within(dialog).getByLabelText(/^E-mail/), 'sem-arroba');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CEP Inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('Email inválido')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Campo obrigatório').length).toBeGreaterThanOrEqual(5);
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/terceiros-garantidores')),
    ).toBe(false);
  });

  it('opens an existing guarantor for editing, filled in, and saves it with PUT', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      [`PUT /api/terceiros-garantidores/${ALFA.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse(ALFA);
      },
    });
    renderWithProviders(<TerceirosGarantidoresPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Garantias Alfa S.A.' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar terceiro garantidor' });
    expect(within(dialog).getByLabelText(/^CEP/)).toHaveValue('13010-000');
    expect(await within(dialog).findByDisplayValue('Campinas')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Número/));
    await userEvent.type(within(dialog).getByLabelText(/^Número/), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Terceiro garantidor alterado com sucesso!'),
    ).toBeInTheDocument();
    expect(body).toMatchObject({
      clienteId: CLIENTE_DEMO,
      endereco: { numero: '300', cep: '13010000' },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/consultar')).length).toBeGreaterThan(1),
    );
  });

  it('deletes after Sim', async () => {
    logIn(MASTER);
    const { calls } = serve({
      [`DELETE /api/terceiros-garantidores/${ALFA.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<TerceirosGarantidoresPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Garantias Alfa S.A.' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Terceiro garantidor excluído com sucesso!'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says the user may not consult, without calling the server', async () => {
    logIn({ ...MASTER, roles: [] });
    const { calls } = serve();
    renderWithProviders(<TerceirosGarantidoresPage />);
    expect(
      await screen.findByText('Você não tem permissão para consultar terceiros garantidores.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
