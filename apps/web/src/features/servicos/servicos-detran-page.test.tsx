import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Servico, ServicoDetran } from '@portal/shared/servicos/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ServicosDetranPage from './servicos-detran-page';

const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: ['SERVICO_CLIENTE_CONSULTAR', 'SERVICO_CLIENTE_EDITAR'],
};
const ATENDENTE: CurrentUser = { ...ADMIN, roles: ['SERVICO_CLIENTE_CONSULTAR'] };

const DETRAN_SP = '00000000-0000-4000-8000-000000000002';
const DETRAN_RJ = '00000000-0000-4000-8000-000000000033';

const SERVICOS: Servico[] = [
  { codigo: 1, nome: 'Registro de Contrato', descricao: null, ativo: true, referencia: true },
  { codigo: 14, nome: 'Credenciamento Detran', descricao: null, ativo: true, referencia: true },
  {
    codigo: 15,
    nome: 'Renovação Credenciamento Detran',
    descricao: null,
    ativo: true,
    referencia: true,
  },
  { codigo: 20, nome: 'Vistoria', descricao: null, ativo: false, referencia: false },
];

const REGISTRO_SP: ServicoDetran = {
  id: '00000000-0000-4000-8000-000000000701',
  fornecedorId: DETRAN_SP,
  fornecedorNome: 'Detran-SP',
  uf: 'SP',
  tipoServico: 1,
  servicoNome: 'Registro de Contrato',
  valor: '1234.56',
  vigenciaInicio: '2026-01-01',
  vigenciaFim: null,
};
const CREDENCIAMENTO_RJ: ServicoDetran = {
  ...REGISTRO_SP,
  id: '00000000-0000-4000-8000-000000000702',
  fornecedorId: DETRAN_RJ,
  fornecedorNome: 'Detran-RJ',
  uf: 'RJ',
  tipoServico: 14,
  servicoNome: 'Credenciamento Detran',
  valor: '85.9',
  vigenciaInicio: '2025-01-01',
  vigenciaFim: '2025-12-31',
};

function serve(
  routes: Record<string, FakeHandler> = {},
  content = [CREDENCIAMENTO_RJ, REGISTRO_SP],
) {
  return fakeApi({
    'GET /api/servicos-detran': () => jsonResponse({ content, totalElements: content.length }),
    'GET /api/servicos': () => jsonResponse({ content: SERVICOS, totalElements: SERVICOS.length }),
    'GET /api/fornecedores/destinos': () =>
      jsonResponse([
        { id: DETRAN_RJ, nome: 'Detran-RJ', uf: 'RJ', tipo: 'DETRAN' },
        { id: DETRAN_SP, nome: 'Detran-SP', uf: 'SP', tipo: 'DETRAN' },
      ]),
    [`GET /api/servicos-detran/${REGISTRO_SP.id}`]: () => jsonResponse(REGISTRO_SP),
    ...routes,
  });
}

const listagens = (calls: Request[]) =>
  calls
    .filter(
      (call) => call.method === 'GET' && new URL(call.url).pathname === '/api/servicos-detran',
    )
    .map((call) => Object.fromEntries(new URL(call.url).searchParams));

async function choose(container: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Serviços Detran page', () => {
  it('lists each Detran’s prices as R$, with the validity, paged by the server', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ServicosDetranPage />);
    const sp = (await screen.findByText('Detran-SP')).closest('tr') as HTMLElement;
    expect(within(sp).getByText('R$ 1.234,56')).toBeInTheDocument();
    expect(within(sp).getByText('1 - Registro de Contrato')).toBeInTheDocument();
    expect(within(sp).getByText('Desde 01/01/2026 (em aberto)')).toBeInTheDocument();
    const rj = screen.getByText('Detran-RJ').closest('tr') as HTMLElement;
    expect(within(rj).getByText('R$ 85,90')).toBeInTheDocument();
    expect(within(rj).getByText('14 - Credenciamento Detran')).toBeInTheDocument();
    expect(within(rj).getByText('01/01/2025 a 31/12/2025')).toBeInTheDocument();
    expect(listagens(calls)).toEqual([{ page: '0', size: '5', sort: 'uf,asc' }]);
  });

  it('filters by UF, service and the date the price is in force', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ServicosDetranPage />);
    await screen.findByText('Detran-SP');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await choose(filtros, /^UF/, 'RJ - Rio de Janeiro');
    await choose(filtros, /^Serviço/, '15 - Renovação Credenciamento Detran');
    fireEvent.change(within(filtros).getByLabelText('Vigente em'), {
      target: { value: '2026-03-01' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() =>
      expect(listagens(calls).at(-1)).toEqual({
        uf: 'RJ',
        tipoServico: '15',
        vigenteEm: '2026-03-01',
        page: '0',
        size: '5',
        sort: 'uf,asc',
      }),
    );
  });

  it('sets a price typed as pt-BR currency and sends the decimal string', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    const { calls } = serve({
      'POST /api/servicos-detran': async (request) => {
        body = await request.json();
        return jsonResponse({ ...CREDENCIAMENTO_RJ, id: 'novo' }, 201);
      },
    });
    renderWithProviders(<ServicosDetranPage />);
    await screen.findByText('Detran-SP');
    await userEvent.click(screen.getByRole('button', { name: 'Novo preço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo preço' });
    expect(within(dialog).getByLabelText(/^Início da vigência/)).toHaveValue(
      dayjs().format('YYYY-MM-DD'),
    );
    await choose(dialog, /^Detran \/ destino/, 'Detran-RJ (RJ)');
    // Inactive service types are not offered for a new price.
    await userEvent.click(within(dialog).getByRole('combobox', { name: /^Serviço/ }));
    expect(screen.queryByRole('option', { name: '20 - Vistoria' })).not.toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('option', { name: '15 - Renovação Credenciamento Detran' }),
    );
    const valor = within(dialog).getByLabelText(/^Valor/);
    await userEvent.type(valor, '123456');
    expect(valor).toHaveValue('R$ 1.234,56');
    await userEvent.type(valor, '{backspace}');
    expect(valor).toHaveValue('R$ 123,45');
    await userEvent.type(valor, '7');
    expect(valor).toHaveValue('R$ 1.234,57');
    fireEvent.change(within(dialog).getByLabelText(/^Início da vigência/), {
      target: { value: '2026-07-01' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Preço cadastrado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      fornecedorId: DETRAN_RJ,
      tipoServico: 15,
      valor: '1234.57',
      vigenciaInicio: '2026-07-01',
      vigenciaFim: null,
    });
    await waitFor(() => expect(listagens(calls)).toHaveLength(2));
  });

  it('shows the §5 messages and calls nothing while the form is invalid', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<ServicosDetranPage />);
    await screen.findByText('Detran-SP');
    await userEvent.click(screen.getByRole('button', { name: 'Novo preço' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo preço' });
    fireEvent.change(within(dialog).getByLabelText(/^Início da vigência/), {
      target: { value: '' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(4);

    await choose(dialog, /^Detran \/ destino/, 'Detran-SP (SP)');
    await choose(dialog, /^Serviço/, '1 - Registro de Contrato');
    await userEvent.type(within(dialog).getByLabelText(/^Valor/), '8590');
    fireEvent.change(within(dialog).getByLabelText(/^Início da vigência/), {
      target: { value: '2026-07-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Fim da vigência/), {
      target: { value: '2026-06-30' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('A data final deve ser igual ou posterior à data inicial'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('edits a price (R$ shown) and puts the server’s 409 on the start date', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    serve({
      [`PUT /api/servicos-detran/${REGISTRO_SP.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse(
          [
            {
              mensagem:
                'Já existe um preço deste serviço para este fornecedor com a mesma data de início de vigência.',
              campo: 'vigenciaInicio',
            },
          ],
          409,
        );
      },
    });
    renderWithProviders(<ServicosDetranPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar Registro de Contrato Detran-SP' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar preço' });
    const valor = within(dialog).getByLabelText(/^Valor/);
    expect(valor).toHaveValue('R$ 1.234,56');
    await userEvent.clear(valor);
    await userEvent.type(valor, '4500');
    expect(valor).toHaveValue('R$ 45,00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText(
        'Já existe um preço deste serviço para este fornecedor com a mesma data de início de vigência.',
      ),
    ).toBeInTheDocument();
    expect(body).toEqual({
      fornecedorId: DETRAN_SP,
      tipoServico: 1,
      valor: '45.00',
      vigenciaInicio: '2026-01-01',
      vigenciaFim: null,
    });
    expect(valor).toHaveValue('R$ 45,00');
  });

  it('deletes a price after Sim', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve({
      [`DELETE /api/servicos-detran/${REGISTRO_SP.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<ServicosDetranPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Excluir Registro de Contrato Detran-SP' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Excluir preço' });
    expect(
      within(confirm).getByText(
        'Deseja realmente excluir o preço de Registro de Contrato do Detran-SP?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Preço excluído com sucesso!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(listagens(calls)).toHaveLength(2));
  });

  it('shows the empty list, and hides changes from who may only consult', async () => {
    logIn(ATENDENTE);
    serve({}, []);
    renderWithProviders(<ServicosDetranPage />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo preço' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tipos de serviço' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/servico',
    );
  });
});
