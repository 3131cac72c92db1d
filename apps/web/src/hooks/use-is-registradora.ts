import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Vinculo } from '@portal/shared/usuarios/perfis';
import { useStoredUser } from './use-stored-user';

type OrganizacaoOfUser = Pick<CurrentUser, 'cliente' | 'fornecedor'>;

/**
 * Whom `user` works for, in the shared vocabulary: a client, a supplier (a Detran) or the
 * registradora itself (neither), as the server's tenancy reads it. Rules written as data per
 * kind of user (`MENSAGEM_DESTINOS_POR_VINCULO`) take this.
 */
export function vinculoOf(user: OrganizacaoOfUser): Vinculo {
  if (user.cliente) return 'CLIENTE';
  if (user.fornecedor) return 'FORNECEDOR';
  return 'REGISTRADORA';
}

/**
 * Whether `user` works for the registradora itself: neither a client's user nor a supplier's
 * (a Detran's). Only such a user acts for every client (the client filters, choosing the client
 * of a record, messages to everyone); a supplier's user has no client either, yet is not one.
 */
export function isRegistradoraUser(user: OrganizacaoOfUser | null | undefined): boolean {
  return user ? vinculoOf(user) === 'REGISTRADORA' : false;
}

/** Whether the logged-in user (the stored user) is a registradora user: isRegistradoraUser. */
export function useIsRegistradora(): boolean {
  return isRegistradoraUser(useStoredUser());
}

/** Whom the logged-in user (the stored user) works for: vinculoOf; null when nobody is. */
export function useVinculo(): Vinculo | null {
  const user = useStoredUser();
  return user ? vinculoOf(user) : null;
}
