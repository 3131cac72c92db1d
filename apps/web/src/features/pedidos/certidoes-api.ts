import { certidaoDisponibilidadeSchema } from '@portal/shared/contratos/pedido-schemas';
import type { RefreshFlags } from '../../lib/background-refresh';
import { http, parseJson } from '../../lib/http';
import { PEDIDOS_QUERY_KEY } from './pedidos-api';

/** Under the orders' key: whatever refreshes an order refreshes whether it allows a certificate. */
export const certidaoQueryKey = (protocolo: string, versao: number) =>
  [...PEDIDOS_QUERY_KEY, protocolo, 'certidao', versao] as const;

/** `contratos/podeGerarCertidao/{p}`: whether the user may issue it now, and its code. */
export function fetchCertidaoDisponibilidade(protocolo: string, flags: RefreshFlags = {}) {
  return parseJson(
    http.get(`contratos/podeGerarCertidao/${protocolo}`, flags),
    certidaoDisponibilidadeSchema,
  );
}
