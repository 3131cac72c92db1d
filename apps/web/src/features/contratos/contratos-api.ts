import { z } from 'zod';
import {
  pedidoSchema,
  registroResultadoSchema,
  type Pedido,
  type RegistroResultado,
} from '@portal/shared/contratos/pedido-schemas';
import {
  rascunhoResumoSchema,
  rascunhoSchema,
  type Rascunho,
  type RascunhoDados,
} from '@portal/shared/contratos/rascunho-schemas';
import type { AditivoInput, ContratoInput, RegistroEdicao } from '@portal/shared/contratos/schemas';
import { http, parseJson } from '../../lib/http';

export const RASCUNHOS_QUERY_KEY = ['contratos', 'rascunhos'] as const;

/** POST contratos/registrar (a new contract, mode 1). */
export function registerContrato(input: ContratoInput): Promise<RegistroResultado> {
  return parseJson(http.post('contratos/registrar', { json: input }), registroResultadoSchema);
}

/** POST contratos/aditivo/registrar (a new addendum, mode 2). */
export function registerAditivo(input: AditivoInput): Promise<RegistroResultado> {
  return parseJson(
    http.post('contratos/aditivo/registrar', { json: input }),
    registroResultadoSchema,
  );
}

const rascunhosSchema = z.array(rascunhoResumoSchema);

/** GET contratos/rascunhos: the client's drafts, the most recent first. */
export function listRascunhos() {
  return parseJson(http.get('contratos/rascunhos'), rascunhosSchema);
}

export function fetchRascunho(id: string): Promise<Rascunho> {
  return parseJson(http.get(`contratos/rascunhos/${id}`), rascunhoSchema);
}

/** POST contratos/rascunhos (a new draft) or PUT contratos/rascunhos/{id} (saved again). */
export function saveRascunho(id: string | null, dados: RascunhoDados): Promise<Rascunho> {
  const response = id
    ? http.put(`contratos/rascunhos/${id}`, { json: dados })
    : http.post('contratos/rascunhos', { json: dados });
  return parseJson(response, rascunhoSchema);
}

export async function deleteRascunho(id: string): Promise<void> {
  await http.delete(`contratos/rascunhos/${id}`);
}

/** POST registros/editar: the corrected contract of an order, at the version read. */
export function updateRegistro(input: RegistroEdicao): Promise<Pedido> {
  return parseJson(http.post('registros/editar', { json: input }), pedidoSchema);
}
