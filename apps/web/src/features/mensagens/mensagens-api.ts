import {
  mensagemPageSchema,
  mensagemSchema,
  notificacoesSchema,
  type Mensagem,
  type MensagemFiltro,
  type MensagemInput,
} from '@portal/shared/mensagens/schemas';
import { http, parseJson } from '../../lib/http';

export const MENSAGENS_QUERY_KEY = ['mensagens'] as const;
export const NOTIFICACOES_QUERY_KEY = ['mensagens', 'notificacoes'] as const;

/** POST mensagens/consultar: the filters in the body, the page in the query. */
export function listMensagens(filtro: MensagemFiltro, page: number, size: number, sort: string) {
  return parseJson(
    http.post('mensagens/consultar', { json: filtro, searchParams: { page, size, sort } }),
    mensagemPageSchema,
  );
}

export function fetchMensagem(id: string): Promise<Mensagem> {
  return parseJson(http.get(`mensagens/${id}`), mensagemSchema);
}

/** POST mensagens (publish) or PUT mensagens/{id} (a full replacement). */
export function saveMensagem(id: string | null, input: MensagemInput): Promise<Mensagem> {
  const response = id
    ? http.put(`mensagens/${id}`, { json: input })
    : http.post('mensagens', { json: input });
  return parseJson(response, mensagemSchema);
}

export async function deleteMensagem(id: string): Promise<void> {
  await http.delete(`mensagens/${id}`);
}

/**
 * GET mensagens/notificacoes: the user's messages in force and how many are unread. A poll in
 * the background: no loader, no notice when it fails (the next minute tries again).
 */
export function fetchNotificacoes() {
  return parseJson(
    http.get('mensagens/notificacoes', { ignoreError: true, isBackground: true }),
    notificacoesSchema,
  );
}

export async function markMensagemRead(id: string): Promise<void> {
  await http.post(`mensagens/${id}/lida`);
}

export async function markAllMensagensRead(): Promise<void> {
  await http.post('mensagens/lidas');
}
