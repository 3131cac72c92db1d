import { pageSchema } from '@portal/shared/common/paging';
import {
  servicoDetranSchema,
  servicoSchema,
  type Servico,
  type ServicoCreate,
  type ServicoDetran,
  type ServicoDetranInput,
  type ServicoUpdate,
} from '@portal/shared/servicos/schemas';
import { http, parseJson } from '../../lib/http';

export const SERVICOS_QUERY_KEY = ['servicos'] as const;
export const SERVICOS_DETRAN_QUERY_KEY = ['servicos-detran'] as const;

export interface ServicoFiltro {
  nome?: string;
  ativo?: boolean;
}

/** GET servicos: the service types, by code. */
export function listServicos(filtro: ServicoFiltro, page: number, size: number) {
  return parseJson(
    http.get('servicos', {
      searchParams: {
        ...(filtro.nome ? { nome: filtro.nome } : {}),
        ...(filtro.ativo === undefined ? {} : { ativo: String(filtro.ativo) }),
        page,
        size,
        sort: 'codigo,asc',
      },
    }),
    pageSchema(servicoSchema),
  );
}

export function createServico(input: ServicoCreate): Promise<Servico> {
  return parseJson(http.post('servicos', { json: input }), servicoSchema);
}

export function updateServico(codigo: number, input: ServicoUpdate): Promise<Servico> {
  return parseJson(http.put(`servicos/${codigo}`, { json: input }), servicoSchema);
}

export async function deleteServico(codigo: number): Promise<void> {
  await http.delete(`servicos/${codigo}`);
}

export interface PrecoFiltro {
  uf?: string;
  tipoServico?: number;
  /** 'YYYY-MM-DD': only the prices in force that day. */
  vigenteEm?: string;
}

/** GET servicos-detran: what each Detran charges, by UF then service. */
export function listPrecos(filtro: PrecoFiltro, page: number, size: number) {
  return parseJson(
    http.get('servicos-detran', {
      searchParams: { ...filtro, page, size, sort: 'uf,asc' },
    }),
    pageSchema(servicoDetranSchema),
  );
}

export function fetchPreco(id: string): Promise<ServicoDetran> {
  return parseJson(http.get(`servicos-detran/${id}`), servicoDetranSchema);
}

/** POST servicos-detran (new) or PUT servicos-detran/{id} (a full replacement). */
export function savePreco(id: string | null, input: ServicoDetranInput) {
  const response = id
    ? http.put(`servicos-detran/${id}`, { json: input })
    : http.post('servicos-detran', { json: input });
  return parseJson(response, servicoDetranSchema);
}

export async function deletePreco(id: string): Promise<void> {
  await http.delete(`servicos-detran/${id}`);
}
