import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { PedidoConsultaItem } from '@portal/shared/contratos/consulta-schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { fill } from '../../../test/fill';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ConsultaPedidosPage from './consulta-pedidos-page';
import ConsultarPage from './consultar-page';

const BANCO: CurrentUser = {
  ...OPERADOR,
  roles: ['CONTRATO_CONSULTAR', 'CONTRATO_EXPORTAR', 'JUSTIFICATIVA_EXPORTAR_CONTRATOS'],
  qtdItensPagina: 10,
  dataInicioIntervalo: '2026-01-01',
  dataFimIntervalo: '2026-01-31',
};

const PEDIDO: PedidoConsultaItem = {
  protocolo: '20260000000042',
  dataCadastro: '2026-01-15T13:00:00.000Z',
  operacao: 1,
  status: 'NAO_REGISTRADO',
  uf: 'SP',
  cliente: 'Banco Exemplo',
  agenteFinanceiro: 'Exemplo Financiamentos',
  numeroContrato: 'CDC-42',
  numeroAditivo: null,
  chassis: ['9BWZZZ377VT004251', '9BWZZZ377VT004252'],
  placas: ['ABC1D23'],
  devedorNome: 'Maria da Silva',
  devedorCpfCnpj: '52998224725',
  canal: 'TELA',
  imagemRecebida: false,
  codigosRetorno: ['401'],
};

function serve(routes: Record<string, FakeHandler> = {}, totalExato = true) {
  return fakeApi({
    'POST /api/v2/pedidos/consultar': () =>
      jsonResponse({
        content: [PEDIDO],
        totalElements: totalExato ? 1 : 1_000_000,
        totalExato,
        cursor: 'cursor-da-pagina',
      }),
    'GET /api/agentesFinanceiros/clientes/c-1': () => jsonResponse([]),
    ...routes,
  });
}

const consultas = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/api/v2/pedidos/consultar');

describe('order search page', () => {
  it("searches the user's saved period and page size first, and links each row to its order", async () => {
    logIn(BANCO);
    const { calls } = serve();
    renderWithProviders(<ConsultaPedidosPage />);
    const link = await screen.findByRole('link', { name: 'Abrir o pedido 20260000000042' });
    expect(link).toHaveAttribute('href', '/vbconnection/vbauto/contrato/pedido/20260000000042');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Não registrado')).toBeInTheDocument();
    expect(within(row).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(row).getByText('9BWZZZ377VT004251 (+1)')).toBeInTheDocument();
    const [first] = consultas(calls);
    const url = new URL(first!.url);
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.get('sort')).toBe('dataCadastro,desc');
    expect(await first!.json()).toEqual({
      dataCadastroInicial: '2026-01-01',
      dataCadastroFinal: '2026-01-31',
    });
  });

  it('sends the typed filters, normalized, and refuses a wrong one under its field', async () => {
    logIn(BANCO);
    const { calls } = serve();
    renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Protocolo' }), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Protocolo inválido: 14 dígitos')).toBeInTheDocument();
    expect(consultas(calls)).toHaveLength(1);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Protocolo' }));
    await fill(screen.getByRole('textbox', { name: 'Chassi' }), ' 9bwzzz377vt004251 ');
    await fill(screen.getByRole('textbox', { name: 'CPF/CNPJ do devedor' }), '52998224725');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    expect(await consultas(calls)[1]!.json()).toEqual({
      chassi: '9bwzzz377vt004251',
      devedorCpfCnpj: '52998224725',
      dataCadastroInicial: '2026-01-01',
      dataCadastroFinal: '2026-01-31',
    });
    expect(screen.queryByText('Protocolo inválido: 14 dígitos')).not.toBeInTheDocument();
  });

  it("says 'mais de 10.000' when the server's total is an estimate", async () => {
    logIn(BANCO);
    serve({}, false);
    renderWithProviders(<ConsultaPedidosPage />);
    expect(await screen.findByText('mais de 10.000')).toBeInTheDocument();
  });

  it('sends the cursor of the page read when it asks for another page of the same search', async () => {
    logIn(BANCO);
    const { calls } = serve({}, false);
    renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    expect(new URL(consultas(calls)[0]!.url).searchParams.get('cursor')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(2));
    const segunda = new URL(consultas(calls)[1]!.url).searchParams;
    expect(segunda.get('page')).toBe('2');
    expect(segunda.get('cursor')).toBe('cursor-da-pagina');
    // Another sort is another search: no cursor.
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por Situação' }));
    await waitFor(() => expect(consultas(calls)).toHaveLength(3));
    expect(new URL(consultas(calls)[2]!.url).searchParams.get('cursor')).toBeNull();
  });

  it('sorts by a column on the server', async () => {
    logIn(BANCO);
    const { calls } = serve();
    renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por Situação' }));
    await waitFor(() =>
      expect(new URL(consultas(calls).at(-1)!.url).searchParams.get('sort')).toBe('status,asc'),
    );
  });

  it('asks the justification before an export and names the file downloaded', async () => {
    logIn(BANCO);
    const { calls } = serve({
      'POST /api/v2/pedidos/consultar': (request) =>
        new URL(request.url).searchParams.get('formato')
          ? new Response('Protocolo\r\n', {
              headers: { 'content-disposition': 'attachment; filename="pedidos-20260115.csv"' },
            })
          : jsonResponse({ content: [PEDIDO], totalElements: 1, totalExato: true, cursor: null }),
    });
    renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Exportar a consulta de contratos' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Justificativa/ }),
      'Auditoria',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    expect(
      await screen.findByText('Arquivo pedidos-20260115.csv gerado com sucesso!'),
    ).toBeInTheDocument();
    const exportacao = consultas(calls).find((c) => new URL(c.url).searchParams.get('formato'));
    expect(Object.fromEntries(new URL(exportacao!.url).searchParams)).toEqual({
      formato: 'csv',
      justificativaExportacao: 'Auditoria',
    });
  });

  it('offers no export without CONTRATO_EXPORTAR, and refuses a user without CONTRATO_CONSULTAR', async () => {
    logIn({ ...BANCO, roles: ['CONTRATO_CONSULTAR'] });
    serve();
    const { unmount } = renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    unmount();
    logIn({ ...BANCO, roles: [] });
    renderWithProviders(<ConsultaPedidosPage />);
    expect(
      await screen.findByText('Você não tem permissão para consultar contratos.'),
    ).toBeInTheDocument();
  });

  it('shows the client column and filter to the registradora only, not to a Detran’s user', async () => {
    const roles = ['CONTRATO_CONSULTAR'];
    logIn({ ...ADMIN, roles });
    serve({ 'GET /api/clientes/todos-combo': () => jsonResponse([]) });
    const { unmount } = renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    expect(screen.getByRole('columnheader', { name: 'Cliente' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
    unmount();

    // A Detran's user has no client of its own, yet is not the registradora.
    logIn({
      ...ADMIN,
      roles,
      perfil: { perfil: 'DETRAN', descricao: 'Detran' },
      fornecedor: { id: 'f-1', nome: 'Detran-SP' },
    });
    renderWithProviders(<ConsultaPedidosPage />);
    await screen.findByRole('link', { name: /Abrir o pedido/ });
    expect(screen.queryByRole('columnheader', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
  });
});

describe('Consultar card grid', () => {
  it('leads the contract card to the search, and says what is not built yet', async () => {
    logIn({ ...ADMIN, roles: ['CONTRATO_CONSULTAR'] });
    fakeApi({});
    renderWithProviders(<ConsultarPage />);
    expect(await screen.findByRole('link', { name: /Consultar contratos/ })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/contrato/consultar',
    );
    // The lien lookup needs GRAVAME_CONSULTAR too: without it, no card.
    expect(screen.queryByText(/Consultar gravame/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Ainda não disponível')).toHaveLength(2);
  });

  it('leads the gravame card to the lien lookup for who may consult liens', async () => {
    logIn({ ...ADMIN, roles: ['CONTRATO_CONSULTAR', 'GRAVAME_CONSULTAR'] });
    fakeApi({});
    renderWithProviders(<ConsultarPage />);
    expect(await screen.findByRole('link', { name: /Consultar gravame/ })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/gravame/consulta',
    );
  });
});
