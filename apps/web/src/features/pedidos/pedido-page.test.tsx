import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { fakeApi, jsonResponse, recordLoaderAtCalls } from '../../../test/fake-api';
import { logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import PedidoPage from './pedido-page';
import { fill } from '../../../test/fill';
import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import type { PedidoDocumento } from '@portal/shared/contratos/pedido-schemas';

const PROTOCOLO = '20260000000123';
const ROUTE = { route: `/pedido/${PROTOCOLO}`, path: '/pedido/:protocolo' };

const CONSULTA: CurrentUser = { ...OPERADOR, roles: ['CONTRATO_CONSULTAR', 'CONTRATO_CANCELAR'] };
const SUPORTE: CurrentUser = { ...OPERADOR, roles: ['CONTRATO_CONSULTAR', 'CONTRATO_EDITAR'] };

const REGISTRADO: Pedido = {
  protocolo: PROTOCOLO,
  operacao: 1,
  status: 'REGISTRADO',
  uf: 'SP',
  detran: 'Detran SP',
  cliente: { id: 'c-1', nomeFantasia: 'Banco Exemplo' },
  numeroContrato: 'CT-2026-0001',
  devedorCpfCnpj: '52998224725',
  chassis: ['9BWZZZ377VT004251', '9BWZZZ377VT004252'],
  protocoloDetran: 'SP-000123',
  numeroRegistroDetran: 'REG-998877',
  motivos: null,
  taxaDetran: '85.90',
  valorRegistradora: '45.00',
  acoes: ['BAIXAR', 'BAIXAR_DETRAN', 'CANCELAR_DETRAN', 'ALTERAR_TAXA'],
  versao: 2,
  createdAt: '2026-11-24T13:00:00.000Z',
  updatedAt: '2026-11-24T13:00:05.000Z',
};

const HISTORICO = [
  {
    em: '2026-11-24T13:00:00.000Z',
    acao: 'REGISTRAR',
    statusAnterior: null,
    status: 'RECEBIDO',
    usuario: 'Otávio Operador',
    justificativa: null,
    detalhes: null,
  },
  {
    em: '2026-11-24T13:00:05.000Z',
    acao: 'DETRAN_REGISTROU',
    statusAnterior: 'RECEBIDO',
    status: 'REGISTRADO',
    usuario: null,
    justificativa: null,
    detalhes: null,
  },
];

/** The contract the order carries, as `contratos/protocolo/{p}/contrato` answers it. */
const DADOS = {
  ...CONTRATO_EXEMPLO,
  contrato: { ...CONTRATO_EXEMPLO.contrato, numero: 'CT-2026-0001', taxaRegistro: '55.00' },
  veiculos: [
    CONTRATO_EXEMPLO.veiculos[0]!,
    {
      ...CONTRATO_EXEMPLO.veiculos[0]!,
      chassi: '9BWZZZ377VT004252',
      placa: null,
      ufPlaca: null,
      // Removed from the catalogue since: the server sends no name for it.
      marcaModeloCodigo: 999999,
    },
  ],
};

const CIDADES = {
  content: [{ codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' }],
  totalElements: 1,
};

/**
 * The order's calls, holding the order as the server would: each POST of `mudancas` applies
 * its change and answers the order as it now is (the page reads it again afterwards).
 */
function serve(
  inicial: Pedido,
  mudancas: Record<string, Partial<Pedido>> = {},
  extra: Parameters<typeof fakeApi>[0] = {},
  documentos: PedidoDocumento[] = [],
) {
  let atual = inicial;
  const handlers: Parameters<typeof fakeApi>[0] = {
    [`GET /api/contratos/protocolo/${PROTOCOLO}`]: () => jsonResponse(atual),
    [`GET /api/contratos/protocolo/${PROTOCOLO}/historico`]: () => jsonResponse(HISTORICO),
    [`GET /api/contratos/protocolo/${PROTOCOLO}/contrato`]: () =>
      jsonResponse({
        protocolo: PROTOCOLO,
        versao: atual.versao,
        operacao: atual.operacao,
        clienteId: 'c-1',
        dados: DADOS,
        marcasModelos: [{ codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' }],
      }),
    [`GET /api/contratos/protocolo/${PROTOCOLO}/documentos`]: () => jsonResponse(documentos),
    'GET /api/cidades': () => jsonResponse(CIDADES),
  };
  for (const [rota, mudanca] of Object.entries(mudancas)) {
    handlers[rota] = () => {
      atual = { ...atual, ...mudanca, versao: atual.versao + 1 };
      return jsonResponse(atual);
    };
  }
  return fakeApi({ ...handlers, ...extra });
}

describe('order page', () => {
  it('shows the order, the Detran answer, the fees and the history in words', async () => {
    logIn(CONSULTA);
    serve(REGISTRADO);
    renderWithProviders(<PedidoPage />, ROUTE);
    expect(await screen.findByText(`Protocolo ${PROTOCOLO}`)).toBeInTheDocument();
    // The order's summary; the contract's own sections below repeat the debtor and chassis.
    const resumo = screen.getByRole('region', { name: `Protocolo ${PROTOCOLO}` });
    expect(within(resumo).getByText('Registrado')).toBeInTheDocument();
    expect(within(resumo).getByText('Registro de contrato')).toBeInTheDocument();
    expect(within(resumo).getByText('Detran SP (SP)')).toBeInTheDocument();
    expect(within(resumo).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(resumo).getByText('9BWZZZ377VT004251, 9BWZZZ377VT004252')).toBeInTheDocument();
    expect(within(resumo).getByText('REG-998877')).toBeInTheDocument();
    expect(within(resumo).getByText('R$ 85,90')).toBeInTheDocument();
    const historico = await screen.findByRole('list', { name: 'Histórico' });
    expect(within(historico).getByText('Pedido recebido pelo portal')).toBeInTheDocument();
    expect(within(historico).getByText('Registrado pelo Detran')).toBeInTheDocument();
    expect(within(historico).getByText('Envio automático')).toBeInTheDocument();
    expect(screen.queryByText(/Esta página se atualiza sozinha/)).not.toBeInTheDocument();
  });

  it("lists the Detran's reasons of a refused order", async () => {
    logIn(CONSULTA);
    serve({
      ...REGISTRADO,
      status: 'NAO_REGISTRADO',
      motivos: [{ codigo: '101', mensagem: 'Veículo já possui gravame ativo' }],
      acoes: ['CANCELAR'],
    });
    renderWithProviders(<PedidoPage />, ROUTE);
    expect(
      await screen.findByText('O Detran apontou inconsistência nos dados'),
    ).toBeInTheDocument();
    expect(screen.getByText('101: Veículo já possui gravame ativo')).toBeInTheDocument();
  });

  it('says the page follows an order still with the Detran', async () => {
    logIn(CONSULTA);
    serve({ ...REGISTRADO, status: 'ENVIADO', acoes: [] });
    renderWithProviders(<PedidoPage />, ROUTE);
    expect(await screen.findByText(/Esta página se atualiza sozinha/)).toBeInTheDocument();
    expect(
      screen.getByText('Nenhuma ação disponível para você nesta situação.'),
    ).toBeInTheDocument();
  });

  it("follows the order without the full-screen loader, and the answer's contract and timeline too", async () => {
    logIn(CONSULTA);
    let leituras = 0;
    const enviado = { ...REGISTRADO, status: 'ENVIADO' as const, acoes: [] };
    serve(
      enviado,
      {},
      {
        [`GET /api/contratos/protocolo/${PROTOCOLO}`]: () => {
          leituras += 1;
          // The Detran answers between the second and the third look.
          return jsonResponse(
            leituras < 3
              ? enviado
              : {
                  ...REGISTRADO,
                  versao: REGISTRADO.versao + 1,
                  updatedAt: '2026-11-24T13:00:06.000Z',
                },
          );
        },
      },
    );
    const carregando = recordLoaderAtCalls();
    renderWithProviders(<PedidoPage />, ROUTE);
    expect(await screen.findByText(/Esta página se atualiza sozinha/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Esta página se atualiza sozinha/)).toBeNull(), {
      timeout: 8_000,
    });
    const base = `/api/contratos/protocolo/${PROTOCOLO}`;
    await waitFor(() =>
      expect(carregando.filter(({ path }) => path === `${base}/historico`)).toHaveLength(2),
    );
    await waitFor(() =>
      expect(carregando.filter(({ path }) => path === `${base}/contrato`)).toHaveLength(2),
    );
    // Each first load is waited for (the loader shows); every look after it is not.
    const vistas = new Set<string>();
    for (const { path: rota, count: contagem, isBackground } of carregando) {
      if (vistas.has(rota))
        expect({ rota, contagem, isBackground }).toEqual({ rota, contagem: 0, isBackground: true });
      else
        expect({ rota, isBackground, carregando: contagem > 0 }).toEqual({
          rota,
          isBackground: false,
          carregando: true,
        });
      vistas.add(rota);
    }
    expect(carregando.filter(({ path }) => path === base)).toHaveLength(3);
  }, 15_000);

  it('reads an order cached from an earlier visit under the loader: the person must not act on it', async () => {
    logIn(CONSULTA);
    serve(REGISTRADO);
    const { rerender } = renderWithProviders(<PedidoPage />, ROUTE);
    expect(await screen.findByText('Registrado')).toBeInTheDocument();
    const carregando = recordLoaderAtCalls();
    rerender(<p>Outra página</p>);
    rerender(<PedidoPage />);
    const base = `/api/contratos/protocolo/${PROTOCOLO}`;
    await waitFor(() => expect(carregando.filter(({ path }) => path === base)).toHaveLength(1));
    expect(carregando.find(({ path }) => path === base)).toMatchObject({ isBackground: false });
    expect(carregando.find(({ path }) => path === base)?.count).toBeGreaterThan(0);
  });

  it('asks Sim/Não with a justification before a release and shows the order as the server answered', async () => {
    logIn(CONSULTA);
    const { calls } = serve(REGISTRADO, {
      [`POST /api/pedidos/baixa/${PROTOCOLO}`]: { status: 'BAIXADO', acoes: [] },
    });
    renderWithProviders(<PedidoPage />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dar baixa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar baixa' });
    expect(within(dialog).getByText(/Confirma a baixa do pedido/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Não' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Dar baixa' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Dar baixa' });
    // Sim without a justification: the field says what is missing and nothing is sent.
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    expect(await within(confirmacao).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(within(confirmacao).getByRole('textbox', { name: /Justificativa/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fill(
      within(confirmacao).getByRole('textbox', { name: /Justificativa/ }),
      'Financiamento quitado',
    );
    await user.click(within(confirmacao).getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Baixa registrada.')).toBeInTheDocument();
    expect(await screen.findByText('Baixado')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => new URL(c.url).pathname)).toEqual([`/api/pedidos/baixa/${PROTOCOLO}`]);
    expect(await posts[0]!.json()).toEqual({ justificativa: 'Financiamento quitado' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal and reads the order again", async () => {
    logIn(CONSULTA);
    const { calls } = serve(
      REGISTRADO,
      {},
      {
        [`POST /api/pedidos/baixarDetran/${PROTOCOLO}`]: () =>
          jsonResponse(
            [{ mensagem: 'Não é possível dar baixa no Detran: o pedido está baixado.' }],
            409,
          ),
      },
    );
    renderWithProviders(<PedidoPage />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Dar baixa no Detran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dar baixa no Detran' });
    await fill(within(dialog).getByRole('textbox', { name: /Justificativa/ }), 'Quitação');
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Não é possível dar baixa no Detran: o pedido está baixado.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((c) => new URL(c.url).pathname === `/api/contratos/protocolo/${PROTOCOLO}`),
      ).toHaveLength(2),
    );
  });

  it('changes the status by hand only with a justification', async () => {
    logIn(SUPORTE);
    const { calls } = serve(
      { ...REGISTRADO, acoes: [] },
      {
        [`POST /api/pedidos/protocolo/${PROTOCOLO}/statusnovo/BAIXADO`]: {
          status: 'BAIXADO',
          acoes: [],
        },
      },
    );
    renderWithProviders(<PedidoPage />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar status' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Escolha a nova situação')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Justificativa/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: /Nova situação/ }));
    await user.click(await screen.findByRole('option', { name: 'Baixado' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Justificativa/ }),
      'Baixa confirmada por ofício',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Situação do pedido alterada.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({ justificativa: 'Baixa confirmada por ofício' });
  });

  it('refuses a malformed protocol without calling the server', async () => {
    logIn(CONSULTA);
    const { calls } = serve(REGISTRADO);
    renderWithProviders(<PedidoPage />, {
      route: '/pedido/123',
      path: '/pedido/:protocolo',
    });
    expect(await screen.findByText('Protocolo inválido: ele tem 14 dígitos.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('changes the contract number of an order the Detran refused, with a justification', async () => {
    logIn(CONSULTA);
    const recusado: Pedido = {
      ...REGISTRADO,
      status: 'NAO_REGISTRADO',
      acoes: ['CANCELAR', 'ALTERAR_NUMERO_CONTRATO', 'ALTERAR_TAXA'],
    };
    const { calls } = serve(recusado, {
      'POST /api/pedidos/alterarNumeroContrato': { numeroContrato: 'CT-2026-0002' },
    });
    renderWithProviders(<PedidoPage />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar número do contrato' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar número do contrato' });
    const numero = within(dialog).getByRole('textbox', { name: /Novo número do contrato/ });
    expect(numero).toHaveValue('CT-2026-0001');
    await fill(numero, 'CT 2026#2');
    await fill(within(dialog).getByRole('textbox', { name: /Justificativa/ }), 'Digitado errado');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(numero).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fill(numero, 'CT-2026-0002');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Número do contrato alterado.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({
      protocolo: PROTOCOLO,
      numeroContrato: 'CT-2026-0002',
      justificativa: 'Digitado errado',
    });
    expect(await screen.findByText('CT-2026-0002')).toBeInTheDocument();
  });

  it('changes a fee only when one is given, leaving the other out', async () => {
    logIn(CONSULTA);
    const { calls } = serve(REGISTRADO, {
      'POST /api/pedidos/alterarTaxa': { taxaDetran: '99.90' },
    });
    renderWithProviders(<PedidoPage />, ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar taxa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar taxa' });
    await fill(within(dialog).getByRole('textbox', { name: /Justificativa/ }), 'Tabela nova');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe a taxa do Detran ou o valor da registradora'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Nova taxa do Detran/), '9990');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Taxas do pedido alteradas.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(await post?.json()).toEqual({
      protocolo: PROTOCOLO,
      taxaDetran: '99.90',
      justificativa: 'Tabela nova',
    });
    expect(await screen.findByText('R$ 99,90')).toBeInTheDocument();
  });
});

describe('contract mirror', () => {
  it('shows every section of the contract, masked and formatted, and the documents', async () => {
    logIn(CONSULTA);
    serve(REGISTRADO, {}, {}, [
      {
        id: 'd-1',
        tipo: 'REGISTRO_CONTRATO',
        nome: 'contrato-assinado.pdf',
        tamanho: 250_000,
        enviadoEm: '2026-11-24T13:10:00.000Z',
      },
    ]);
    renderWithProviders(<PedidoPage />, ROUTE);
    const credor = await screen.findByRole('region', { name: 'Credor' });
    expect(within(credor).getByText('Banco Demonstração S.A.')).toBeInTheDocument();
    expect(within(credor).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(credor).getByText('(11) 3000-1000')).toBeInTheDocument();
    expect(
      await within(credor).findByText(
        'Avenida Paulista, 1000, 10º andar - Bela Vista - São Paulo/SP - CEP 01310-100',
      ),
    ).toBeInTheDocument();
    const devedor = screen.getByRole('region', { name: 'Devedor' });
    expect(within(devedor).getByText('Maria da Silva')).toBeInTheDocument();
    expect(within(devedor).getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Terceiro garantidor' })).toHaveTextContent(
      'Sem terceiro garantidor.',
    );
    const veiculos = screen.getByRole('region', { name: 'Veículos' });
    const primeiro = within(veiculos).getByRole('region', { name: 'Veículo 1' });
    expect(primeiro).toHaveTextContent('9BWZZZ377VT004251');
    expect(primeiro).toHaveTextContent('ABC1D23 (SP)');
    expect(primeiro).toHaveTextContent('2024/2025');
    expect(primeiro).toHaveTextContent('12345678');
    expect(within(primeiro).getByText('VW/GOL 1.0 (código RENAVAM 100001)')).toBeInTheDocument();
    const segundo = within(veiculos).getByRole('region', { name: 'Veículo 2' });
    expect(segundo).toHaveTextContent('Sem placa (0 km)');
    expect(
      within(segundo).getByText('999999 (código RENAVAM sem cadastro em Marca / Modelo)'),
    ).toBeInTheDocument();
    const contrato = screen.getByRole('region', { name: 'Contrato' });
    expect(contrato).toHaveTextContent('CT-2026-0001');
    expect(contrato).toHaveTextContent('10/11/2026');
    expect(contrato).toHaveTextContent('03: Alienação fiduciária');
    expect(contrato).toHaveTextContent('R$ 1.850,00');
    expect(contrato).toHaveTextContent('R$ 60.000,00');
    expect(contrato).toHaveTextContent('1,99%');
    expect(contrato).toHaveTextContent('R$ 55,00');
    const encargos = screen.getByRole('region', { name: 'Dados complementares' });
    expect(encargos).toHaveTextContent('1,000% ao mês');
    expect(encargos).toHaveTextContent('R$ 450,00');
    // An order of a contract registration has no addendum section.
    expect(screen.queryByRole('region', { name: 'Aditivo' })).not.toBeInTheDocument();
    const documentos = screen.getByRole('region', { name: 'Documentos' });
    expect(
      await within(documentos).findByText(
        /Registro do contrato: contrato-assinado\.pdf \(244 kB\)/,
      ),
    ).toBeInTheDocument();
  });

  it('links a vehicle to its lien lookup only for who may consult liens', async () => {
    logIn({ ...OPERADOR, roles: ['CONTRATO_CONSULTAR', 'GRAVAME_CONSULTAR'] });
    serve(REGISTRADO);
    const { unmount } = renderWithProviders(<PedidoPage />, ROUTE);
    const veiculo = await screen.findByRole('region', { name: 'Veículo 1' });
    expect(within(veiculo).getByRole('link', { name: 'Consultar no SNG' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/gravame/consulta?chassi=9BWZZZ377VT004251',
    );
    unmount();
    logIn(CONSULTA);
    serve(REGISTRADO);
    renderWithProviders(<PedidoPage />, ROUTE);
    await screen.findByRole('region', { name: 'Veículo 1' });
    expect(screen.queryByRole('link', { name: 'Consultar no SNG' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Documentos' })).toHaveTextContent(
      'Nenhum documento enviado para este pedido.',
    );
  });

  it('offers the actions the state allows to the permissions the user holds', async () => {
    // The server lists the lifecycle's actions (state and permissions); the page adds the
    // status change for CONTRATO_EDITAR and the addendum for CONTRATO_REGISTRAR.
    logIn(CONSULTA);
    serve({ ...REGISTRADO, acoes: [] });
    const { unmount } = renderWithProviders(<PedidoPage />, ROUTE);
    expect(
      await screen.findByText('Nenhuma ação disponível para você nesta situação.'),
    ).toBeInTheDocument();
    unmount();

    logIn({ ...OPERADOR, roles: ['CONTRATO_CONSULTAR', 'CONTRATO_EDITAR', 'CONTRATO_REGISTRAR'] });
    serve({ ...REGISTRADO, acoes: ['CANCELAR_DETRAN'] });
    const segunda = renderWithProviders(<PedidoPage />, ROUTE);
    expect(await screen.findByRole('button', { name: 'Cancelar no Detran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alterar status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrar aditivo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dar baixa' })).not.toBeInTheDocument();
    segunda.unmount();

    // A refused order: reprocess and correct, no addendum (it is not registered).
    serve({ ...REGISTRADO, status: 'NAO_REGISTRADO', acoes: ['REPROCESSAR', 'EDITAR_REGISTRO'] });
    renderWithProviders(<PedidoPage />, ROUTE);
    expect(await screen.findByRole('button', { name: 'Reprocessar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrigir dados' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registrar aditivo' })).not.toBeInTheDocument();
  });
});
