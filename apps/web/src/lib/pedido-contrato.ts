import { pedidoContratoSchema, type PedidoContrato } from '@portal/shared/contratos/pedido-schemas';
import type { RefreshFlags } from './background-refresh';
import { http, parseJson } from './http';

/**
 * GET contratos/protocolo/{p}/contrato: the contract an order carries. The contract form starts
 * a correction or an addendum from it; the order page (the contract mirror) shows it.
 */
export function fetchPedidoContrato(
  protocolo: string,
  flags: RefreshFlags = {},
): Promise<PedidoContrato> {
  return parseJson(
    http.get(`contratos/protocolo/${protocolo}/contrato`, flags),
    pedidoContratoSchema,
  );
}
