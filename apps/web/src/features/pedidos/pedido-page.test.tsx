import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Pedido } from '@portal/shared/contratos/pedido-schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import PedidoPage from './pedido-page';
import { fill } from '../../../test/fill';

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

/**
 * The order's calls, holding the order as the server would: each POST of `mudancas` applies
 * its change and answers the order as it now is (the page reads it again afterwards).
 */
function serve(
  inicial: Pedido,
  mudancas: Record<string, Partial<Pedido>> = {},
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  let atual = inicial;
  const handlers: Parameters<typeof fakeApi>[0] = {
    [`GET /api/contratos/protocolo/${PROTOCOLO}`]: () => jsonResponse(atual),
    [`GET /api/contratos/protocolo/${PROTOCOLO}/historico`]: () => jsonResponse(HISTORICO),
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
    expect(screen.getByText('Registrado')).toBeInTheDocument();
    expect(screen.getByText('Registro de contrato')).toBeInTheDocument();
    expect(screen.getByText('Detran SP (SP)')).toBeInTheDocument();
    expect(screen.getByText('529.982.247-25')).toBeInTheDocument();
    expect(screen.getByText('9BWZZZ377VT004251, 9BWZZZ377VT004252')).toBeInTheDocument();
    expect(screen.getByText('REG-998877')).toBeInTheDocument();
    expect(screen.getByText('R$ 85,90')).toBeInTheDocument();
    const historico = await screen.findByRole('table', { name: 'Histórico' });
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

  it('asks Sim/Não before a release and shows the order as the server answered', async () => {
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
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dar baixa' })).getByRole('button', {
        name: 'Sim',
      }),
    );
    expect(await screen.findByText('Baixa registrada.')).toBeInTheDocument();
    expect(await screen.findByText('Baixado')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      `/api/pedidos/baixa/${PROTOCOLO}`,
    ]);
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
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Dar baixa no Detran' })).getByRole(
        'button',
        { name: 'Sim' },
      ),
    );
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
