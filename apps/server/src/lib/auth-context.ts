import type { FastifyRequest } from 'fastify';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { AppError } from './errors';

/**
 * Who is calling, as the authorization hook established it from the session row. Services
 * and repositories take it to apply the tenant scope: a client's user sees only that
 * client's rows, a supplier's user only that supplier's.
 */
export interface AuthContext {
  usuarioId: string;
  sessaoId: string;
  perfil: PerfilCodigo;
  roles: ReadonlySet<string>;
  clienteId: string | null;
  fornecedorId: string | null;
  senhaExpirada: boolean;
}

/** The `sessaoId` of a context a background job acts in for a user: there is no session. */
export const SEM_SESSAO = 'sem-sessao';

/** The caller of a route that is not public; the authorization hook already refused anonymous calls. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', MENSAGENS.naoAutenticado);
  return request.auth;
}

/** Users of neither a client nor a supplier: the registradora's own staff. */
export function isRegistradora(auth: AuthContext): boolean {
  return !auth.clienteId && !auth.fornecedorId;
}

/**
 * Reference data the registradora keeps for everyone (service types, Detran prices,
 * suppliers): a client's or a supplier's user may read it, never change it, whatever
 * permission a profile was given.
 */
export function assertRegistradora(auth: AuthContext, mensagem: string): void {
  if (!isRegistradora(auth)) throw new AppError('FORBIDDEN', mensagem);
}
