import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Fornecedor } from '@portal/shared/fornecedores/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import FornecedoresTab from './fornecedores-tab';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['ADMINISTRACAO_FORNECEDORES_CONSULTAR', 'ADMINISTRACAO_FORNECEDORES_EDITAR'],
};

const DETRAN_SP: Fornecedor = {
  id: '00000000-0000-4000-8000-000000000301',
  nome: 'Detran-SP',
  razaoSocial: 'Departamento Estadual de Trânsito de São Paulo',
  cnpj: null,
  tipo: 'DETRAN',
  uf: 'SP',
  email: null,
  telefone: null,
  descricao: null,
  pagadorTaxaDetranRj: false,
  ativo: true,
  dataCadastro: '2026-01-01T00:00:00.000Z',
};
const SNG: Fornecedor = {
  id: '00000000-0000-4000-8000-000000000302',
  nome: 'SNG B3',
  razaoSocial: 'B3 S.A.',
  cnpj: '12ABC34501DE35',
  tipo: 'OUTRO',
  uf: null,
  email: 'sng@b3.test',
  telefone: '1132223333',
  descricao: 'Sistema Nacional de Gravames',
  pagadorTaxaDetranRj: false,
  ativo: true,
  dataCadastro: '2026-01-02T00:00:00.000Z',
};

function serve(routes: Record<string, FakeHandler> = {}, content = [DETRAN_SP, SNG]) {
  return fakeApi({
    'POST /api/fornecedores/consultar': () => jsonResponse({ content, totalElements: 28 }),
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/fornecedores/consultar');
const query = (call: Request | undefined) => Object.fromEntries(new URL(call!.url).searchParams);

async function choose(container: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await within(container).findByRole('option', { name: option }));
}

describe('Fornecedores tab', () => {
  it('lists the Detrans and other destinations from the server, paged and sorted by it', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<FornecedoresTab />);
    const table = await screen.findByRole('table', { name: 'Fornecedores' });
    const sng = (await within(table).findByText('SNG B3')).closest('tr') as HTMLElement;
    expect(within(sng).getByText('Outro destino')).toBeInTheDocument();
    expect(within(sng).getByText('12.ABC.345/01DE-35')).toBeInTheDocument();
    expect(within(sng).getByText('(11) 3222-3333')).toBeInTheDocument();
    const sp = within(table).getByText('Detran-SP').closest('tr') as HTMLElement;
    expect(within(sp).getByText('Detran')).toBeInTheDocument();
    // The Detrans are reference data: edited, never deleted.
    expect(screen.getByRole('button', { name: 'Editar Detran-SP' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Excluir Detran-SP' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir SNG B3' })).toBeInTheDocument();
    expect(query(consultas(calls)[0])).toEqual({ page: '0', size: '5', sort: 'nome,asc' });

    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(query(consultas(calls)[1])).toMatchObject({ page: '5', size: '5' });

    await userEvent.click(screen.getByRole('button', { name: 'UF' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(3));
    expect(query(consultas(calls)[2])).toEqual({ page: '0', size: '5', sort: 'uf,asc' });
  });

  it('sends the type, UF and situation filters', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<FornecedoresTab />);
    await screen.findByText('SNG B3');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('CNPJ'), '12.abc');
    await choose(filtros, /^Tipo/, 'Detran');
    await choose(filtros, /^UF/, 'SP');
    await choose(filtros, /Situação/, 'Ativos');
    await userEvent.click(within(filtros).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(await consultas(calls)[1]!.json()).toEqual({
      cnpj: '12ABC',
      tipo: 'DETRAN',
      uf: 'SP',
      ativo: true,
    });
  });

  it('creates another destination, blanks sent as null, after the §5 messages', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      'POST /api/fornecedores': async (request) => {
        body = await request.json();
        return jsonResponse({ ...SNG, id: 'novo' }, 201);
      },
    });
    renderWithProviders(<FornecedoresTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo fornecedor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo fornecedor' });
    expect(within(dialog).getByRole('combobox', { name: /^Tipo/ })).toHaveValue('Outro destino');
    await fill(within(dialog).getByLabelText(/^CNPJ/), '12ABC34501DE36');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(within(dialog).getByText('CNPJ Inválido')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'POST' && call.url.endsWith('/fornecedores')),
    ).toHaveLength(0);

    await fill(within(dialog).getByLabelText(/^Nome/), 'Despachante Central');
    await userEvent.clear(within(dialog).getByLabelText(/^CNPJ/));
    await fill(within(dialog).getByLabelText(/^Telefone/), '2133334444');
    expect(within(dialog).getByLabelText(/^Telefone/)).toHaveValue('(21) 3333-4444');
    await choose(dialog, /^UF/, 'RJ - Rio de Janeiro');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Paga a taxa do Detran-RJ/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Fornecedor cadastrado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      nome: 'Despachante Central',
      razaoSocial: null,
      cnpj: null,
      tipo: 'OUTRO',
      uf: 'RJ',
      email: null,
      telefone: '2133334444',
      descricao: null,
      pagadorTaxaDetranRj: true,
      ativo: true,
    });
  });

  it('edits a Detran with its type and UF fixed, and keeps the form on a 409', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    serve({
      [`GET /api/fornecedores/${DETRAN_SP.id}`]: () => jsonResponse(DETRAN_SP),
      [`PUT /api/fornecedores/${DETRAN_SP.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse(
          [{ mensagem: 'Já existe um fornecedor cadastrado com este CNPJ.', campo: 'cnpj' }],
          409,
        );
      },
    });
    renderWithProviders(<FornecedoresTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Detran-SP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar fornecedor' });
    expect(within(dialog).getByRole('combobox', { name: /^Tipo/ })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: /^UF/ })).toBeDisabled();
    await fill(within(dialog).getByLabelText(/^CNPJ/), '11222333000181');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Já existe um fornecedor cadastrado com este CNPJ.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^CNPJ/)).toHaveValue('11.222.333/0001-81');
    expect(body).toMatchObject({ tipo: 'DETRAN', uf: 'SP', cnpj: '11222333000181' });
  });

  it('deletes another destination after Sim, and shows the server’s 409', async () => {
    logIn(ADMINISTRADOR);
    let deletes = 0;
    serve({
      [`DELETE /api/fornecedores/${SNG.id}`]: () => {
        deletes += 1;
        return jsonResponse(
          [{ mensagem: 'O fornecedor não pode ser excluído: ele é referenciado por 1 usuário.' }],
          409,
        );
      },
    });
    renderWithProviders(<FornecedoresTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir SNG B3' }));
    expect(
      await screen.findByText('Deseja realmente excluir o fornecedor SNG B3?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Não' }));
    expect(deletes).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir SNG B3' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'O fornecedor não pode ser excluído: ele é referenciado por 1 usuário.',
      ),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
  });

  it('asks a justification, then downloads the CSV of the current search named by the server', async () => {
    logIn(ADMINISTRADOR);
    const createObjectURL = vi.fn(() => 'blob:fornecedores');
    // The test DOM has no object URLs; this test file's environment is its own.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = serve({
      'GET /api/fornecedores/csv': () =>
        new Response('\uFEFFNome;UF\nDetran-SP;SP\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="fornecedores-20260301.csv"',
          },
        }),
    });
    renderWithProviders(<FornecedoresTab />);
    await screen.findByText('SNG B3');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await choose(filtros, /^Tipo/, 'Detran');
    await userEvent.click(within(filtros).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar fornecedores' });
    const justificativa = within(dialog).getByLabelText(/^Justificativa/);
    expect(justificativa.tagName).toBe('TEXTAREA');
    expect(justificativa).toHaveAttribute('rows', '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    await userEvent.type(justificativa, 'x');
    expect(await within(dialog).findByText('Informe ao menos 2 caracteres')).toBeInTheDocument();
    await userEvent.type(justificativa, 'a'.repeat(255));
    expect(await within(dialog).findByText('O máximo de caracteres é de 255')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/fornecedores/csv'))).toBe(false);

    await userEvent.clear(justificativa);
    await fill(justificativa, 'Auditoria anual dos Detrans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(
      await screen.findByText('Arquivo fornecedores-20260301.csv gerado com sucesso!'),
    ).toBeInTheDocument();
    const exportCall = calls.find((call) => call.url.includes('/fornecedores/csv'));
    expect(query(exportCall)).toEqual({
      justificativaExportacao: 'Auditoria anual dos Detrans',
      tipo: 'DETRAN',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('fornecedores-20260301.csv');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the protocol when the server generates a large export in the background', async () => {
    logIn(ADMINISTRADOR);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    serve({
      'GET /api/fornecedores/csv': () =>
        jsonResponse({
          protocolo: 'EXP20261125000042',
          situacao: 'AGUARDANDO',
          quantidadeRegistros: 150_000,
          mensagem:
            'A consulta tem 150.000 registros: o arquivo será gerado em segundo plano. Guarde ' +
            'o protocolo EXP20261125000042.',
        }),
    });
    renderWithProviders(<FornecedoresTab />);
    await screen.findByText('SNG B3');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar fornecedores' });
    await fill(within(dialog).getByLabelText(/^Justificativa/), 'Auditoria anual dos Detrans');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));

    const resultado = await screen.findByRole('dialog', { name: 'Exportação em segundo plano' });
    expect(resultado).toHaveTextContent('A consulta tem 150.000 registros');
    expect(within(resultado).getByText('EXP20261125000042')).toBeInTheDocument();
    expect(screen.queryByText(/gerado com sucesso/)).not.toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it('says the user may not consult, without calling the server', async () => {
    logIn({ ...ADMINISTRADOR, roles: [] });
    const { calls } = serve();
    renderWithProviders(<FornecedoresTab />);
    expect(
      await screen.findByText('Você não tem permissão para consultar fornecedores.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
