import {
  usernameDisponivelSchema,
  usuarioDetalheSchema,
  usuarioPageSchema,
  type UsuarioCreate,
  type UsuarioDetalhe,
  type UsuarioFiltro,
  type UsuarioSortKey,
  type UsuarioUpdate,
} from '@portal/shared/usuarios/schemas';
import { sortParamOf, type CadastroPageRequest } from '../../components/cadastro-table';
import { receiveExportacao, type ResultadoExportacao } from '../../lib/download';
import { http, parseJson } from '../../lib/http';

export const USUARIOS_QUERY_KEY = ['usuarios'] as const;

/** POST usuarios/consultar: the filters in the body; page, size and sort in the query. */
export function listUsuarios(
  filtro: UsuarioFiltro,
  { page, size, sort }: CadastroPageRequest<UsuarioSortKey>,
) {
  return parseJson(
    http.post('usuarios/consultar', {
      json: filtro,
      searchParams: { page, size, sort: sortParamOf(sort) },
    }),
    usuarioPageSchema,
  );
}

export function fetchUsuario(id: string): Promise<UsuarioDetalhe> {
  return parseJson(http.get(`usuarios/${id}`), usuarioDetalheSchema);
}

export function saveUsuario(id: string, input: UsuarioUpdate): Promise<UsuarioDetalhe> {
  return parseJson(http.put(`usuarios/${id}`, { json: input }), usuarioDetalheSchema);
}

/** POST usuarios: the new user, who receives the first-access link by e-mail. */
export function createUsuario(input: UsuarioCreate): Promise<UsuarioDetalhe> {
  return parseJson(http.post('usuarios', { json: input }), usuarioDetalheSchema);
}

/** Whether nobody uses this username (case ignored): the create form asks as one types. */
export async function isUsernameDisponivel(username: string): Promise<boolean> {
  const { disponivel } = await parseJson(
    http.get(`usuarios/username/${encodeURIComponent(username)}`, {
      isBackground: true,
      ignoreError: true,
    }),
    usernameDisponivelSchema,
  );
  return disponivel;
}

/** The user lost the phone: its two-step login off (answered 204; the user gets an e-mail). */
export async function disableDuasEtapas(id: string): Promise<void> {
  await http.delete(`usuarios/duas-etapas/${id}`);
}

/** The row actions: each one call, answered 204. */
export const usuarioActions = {
  remover: (id: string) => http.delete(`usuarios/${id}`),
  bloquear: (id: string) => http.put(`usuarios/bloquear/${id}`),
  desbloquear: (id: string) => http.delete(`usuarios/desbloquear/${id}`),
  aprovar: (id: string) => http.put(`usuarios/aprovar/${id}`),
  reprovar: (id: string) => http.post('usuarios/reprovar', { json: { id } }),
  reenviarLink: (id: string) => http.get(`usuarios/reenviar-link/${id}`),
} as const;
export type UsuarioAction = keyof typeof usuarioActions;

/** The same list call with `?formato=xlsx`: the whole filter as a spreadsheet. */
export async function exportUsuarios(
  filtro: UsuarioFiltro,
  justificativaExportacao: string,
): Promise<ResultadoExportacao> {
  const searchParams = new URLSearchParams({ formato: 'xlsx', justificativaExportacao });
  const response = await http.post('usuarios/consultar', {
    json: filtro,
    searchParams,
    timeoutMs: false,
  });
  return receiveExportacao(response, 'usuarios.xlsx');
}
