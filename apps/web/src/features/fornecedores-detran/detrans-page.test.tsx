import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Fornecedor } from '@portal/shared/fornecedores/schemas';
import { UF_TABELA, UFS } from '@portal/shared/common/ufs';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import DetransPage from './detrans-page';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR', 'ADMINISTRACAO_FORNECEDORES_EDITAR'],
};
const ATENDENTE: CurrentUser = {
  ...ADMIN,
  perfil: { perfil: 'ATENDIMENTO_N1', descricao: 'Atendimento N1' },
  roles: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR'],
};

const DETRAN_SP: Fornecedor = {
  id: '00000000-0000-4000-8000-000000000002',
  nome: 'Detran-SP',
  razaoSocial: null,
  cnpj: null,
  tipo: 'DETRAN',
  uf: 'SP',
  email: null,
  telefone: null,
  descricao: 'Departamento Estadual de Trânsito de São Paulo',
  pagadorTaxaDetranRj: false,
  ativo: true,
  dataCadastro: '2026-01-01T00:00:00.000Z',
};
const DETRAN_RJ: Fornecedor = {
  ...DETRAN_SP,
  id: '00000000-0000-4000-8000-000000000033',
  nome: 'Detran-RJ',
  uf: 'RJ',
  cnpj: '12ABC34501DE35',
  telefone: '2133334444',
  email: 'contato@detran.rj.gov.br',
  pagadorTaxaDetranRj: true,
  descricao: 'Departamento Estadual de Trânsito do Rio de Janeiro',
};

const todasAtivas = UFS.map((uf, i) => ({
  uf,
  estado: UF_TABELA[uf].nome,
  fornecedorId: `id-${i}`,
  nome: `Detran-${uf}`,
}));

function serve(routes: Record<string, FakeHandler> = {}, ufs = todasAtivas) {
  return fakeApi({
    'POST /api/fornecedores/consultar': () =>
      jsonResponse({ content: [DETRAN_RJ, DETRAN_SP], totalElements: 27 }),
    'GET /api/fornecedores/ufs-detrans': () => jsonResponse(ufs),
    [`GET /api/fornecedores/${DETRAN_SP.id}`]: () => jsonResponse(DETRAN_SP),
    [`GET /api/fornecedores/${DETRAN_RJ.id}`]: () => jsonResponse(DETRAN_RJ),
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/fornecedores/consultar');

describe('Detrans page', () => {
  it('lists the Detrans by UF, paged by the server, with formatted documents', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<DetransPage />);
    const row = (await screen.findByText('Detran-RJ')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(row).getByText('(21) 3333-4444')).toBeInTheDocument();
    expect(within(row).getByText('Sim')).toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('27');
    expect(screen.getByText('27 UFs atendidas por um Detran ativo.')).toBeInTheDocument();
    const [first] = consultas(calls);
    expect(Object.fromEntries(new URL(first!.url).searchParams)).toEqual({
      page: '0',
      size: '5',
      sort: 'uf,asc',
    });
    expect(await first!.json()).toEqual({ tipo: 'DETRAN' });
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(new URL(consultas(calls)[1]!.url).searchParams.get('page')).toBe('1');
  });

  it('sends the filters and names the UFs left without an active Detran', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve(
      {},
      todasAtivas.filter((item) => item.uf !== 'AC'),
    );
    renderWithProviders(<DetransPage />);
    expect(
      await screen.findByText('UFs sem Detran ativo (não recebem registros): AC.'),
    ).toBeInTheDocument();
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await userEvent.click(within(filtros).getByRole('combobox', { name: 'UF' }));
    await userEvent.click(await screen.findByRole('option', { name: 'RJ - Rio de Janeiro' }));
    await userEvent.click(within(filtros).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inativos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(await consultas(calls)[1]!.json()).toEqual({ uf: 'RJ', ativo: false, tipo: 'DETRAN' });
  });

  it('edits a Detran with masks (alphanumeric CNPJ) and sends every field', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      [`PUT /api/fornecedores/${DETRAN_SP.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse({ ...DETRAN_SP, ...(body as object) });
      },
    });
    renderWithProviders(<DetransPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Detran-SP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Detran' });
    expect(within(dialog).getByLabelText('UF')).toHaveValue('SP - São Paulo');
    expect(within(dialog).getByLabelText('UF')).toBeDisabled();
    await fill(within(dialog).getByLabelText('CNPJ'), '12abc34501de35');
    expect(within(dialog).getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await fill(within(dialog).getByLabelText('Telefone'), '11912345678');
    expect(within(dialog).getByLabelText('Telefone')).toHaveValue('(11) 9 1234-5678');
    await fill(within(dialog).getByLabelText('E-mail'), 'atendimento@detran.sp.gov.br');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Ativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Detran alterado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      nome: 'Detran-SP',
      razaoSocial: null,
      cnpj: '12ABC34501DE35',
      tipo: 'DETRAN',
      uf: 'SP',
      email: 'atendimento@detran.sp.gov.br',
      telefone: '11912345678',
      descricao: 'Departamento Estadual de Trânsito de São Paulo',
      pagadorTaxaDetranRj: false,
      ativo: false,
    });
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps blank optional fields as null and refuses an invalid CNPJ without calling', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      [`PUT /api/fornecedores/${DETRAN_RJ.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse(DETRAN_RJ);
      },
    });
    renderWithProviders(<DetransPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Detran-RJ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Detran' });
    const cnpj = within(dialog).getByLabelText('CNPJ');
    await userEvent.clear(cnpj);
    await fill(cnpj, '12ABC34501DE36');
    await userEvent.clear(within(dialog).getByLabelText(/^Nome/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('CNPJ Inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe ao menos 2 caracteres')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(cnpj);
    await userEvent.clear(within(dialog).getByLabelText('Telefone'));
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await fill(within(dialog).getByLabelText(/^Nome/), 'Detran-RJ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({ cnpj: null, telefone: null, email: null, nome: 'Detran-RJ' });
  });

  it('shows the server’s 409 on the field and keeps what was typed', async () => {
    logIn(ADMINISTRADOR);
    serve({
      [`PUT /api/fornecedores/${DETRAN_SP.id}`]: () =>
        jsonResponse(
          [{ mensagem: 'Já existe um fornecedor cadastrado com este CNPJ.', campo: 'cnpj' }],
          409,
        ),
    });
    renderWithProviders(<DetransPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Detran-SP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Detran' });
    await fill(within(dialog).getByLabelText('CNPJ'), '12ABC34501DE35');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um fornecedor cadastrado com este CNPJ.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    // The global notice says it too.
    expect(screen.getAllByText('Já existe um fornecedor cadastrado com este CNPJ.')).toHaveLength(
      2,
    );
  });

  it('only lets a user without the edit permission view', async () => {
    logIn(ATENDENTE);
    serve();
    renderWithProviders(<DetransPage />);
    await screen.findByText('Detran-RJ');
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar Detran-RJ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detran' });
    expect(within(dialog).getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    expect(within(dialog).getByLabelText('CNPJ')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('tells a user without the permission instead of calling the API', () => {
    logIn({ ...ADMIN, roles: [] });
    const { calls } = serve();
    renderWithProviders(<DetransPage />);
    expect(
      screen.getByText('Você não tem permissão para consultar os Detrans.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
