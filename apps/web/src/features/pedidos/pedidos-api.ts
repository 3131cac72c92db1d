import { z } from 'zod';
import type { AcaoPessoaCodigo, PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import {
  pedidoDocumentoSchema,
  pedidoHistoricoItemSchema,
  pedidoSchema,
  type Pedido,
  type PedidoNumeroContrato,
  type PedidoTaxa,
} from '@portal/shared/contratos/pedido-schemas';
import type { RefreshFlags } from '../../lib/background-refresh';
import { http, parseJson } from '../../lib/http';

export const PEDIDOS_QUERY_KEY = ['pedidos'] as const;

export const pedidoQueryKey = (protocolo: string) => [...PEDIDOS_QUERY_KEY, protocolo] as const;

export function fetchPedido(protocolo: string, flags: RefreshFlags = {}): Promise<Pedido> {
  return parseJson(http.get(`contratos/protocolo/${protocolo}`, flags), pedidoSchema);
}

export function fetchHistorico(protocolo: string, flags: RefreshFlags = {}) {
  return parseJson(
    http.get(`contratos/protocolo/${protocolo}/historico`, flags),
    z.array(pedidoHistoricoItemSchema),
  );
}

export function fetchDocumentos(protocolo: string) {
  return parseJson(
    http.get(`contratos/protocolo/${protocolo}/documentos`),
    z.array(pedidoDocumentoSchema),
  );
}

/** The actions that only move the order (with a justification): the call of each (spec §7 pedidos/*). */
export const ACAO_CAMINHO = {
  BAIXAR: 'pedidos/baixa',
  BAIXAR_DETRAN: 'pedidos/baixarDetran',
  CANCELAR: 'pedidos/cancelar',
  CANCELAR_DETRAN: 'pedidos/cancelarDetran',
  REPROCESSAR: 'pedidos/reprocessar',
} as const satisfies Partial<Record<AcaoPessoaCodigo, string>>;
export type AcaoSimples = keyof typeof ACAO_CAMINHO;

export function performAcao(
  acao: AcaoSimples,
  protocolo: string,
  justificativa: string,
): Promise<Pedido> {
  return parseJson(
    http.post(`${ACAO_CAMINHO[acao]}/${protocolo}`, { json: { justificativa } }),
    pedidoSchema,
  );
}

/** The audited status change, with its justification. */
export function changeStatus(
  protocolo: string,
  status: PedidoStatus,
  justificativa: string,
): Promise<Pedido> {
  return parseJson(
    http.post(`pedidos/protocolo/${protocolo}/statusnovo/${status}`, { json: { justificativa } }),
    pedidoSchema,
  );
}

export function changeNumeroContrato(body: PedidoNumeroContrato): Promise<Pedido> {
  return parseJson(http.post('pedidos/alterarNumeroContrato', { json: body }), pedidoSchema);
}

export function changeTaxa(body: PedidoTaxa): Promise<Pedido> {
  return parseJson(http.post('pedidos/alterarTaxa', { json: body }), pedidoSchema);
}
