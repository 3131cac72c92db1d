import type { CurrentUser } from '@portal/shared/auth/schemas';
import { useStoredUser } from './use-stored-user';

/**
 * Whether `user` works for the registradora itself: neither a client's user nor a supplier's
 * (a Detran's). Only such a user acts for every client (the client filters, choosing the client
 * of a record, messages to everyone); a supplier's user has no client either, yet is not one.
 */
export function isRegistradoraUser(
  user: Pick<CurrentUser, 'cliente' | 'fornecedor'> | null | undefined,
): boolean {
  return Boolean(user && !user.cliente && !user.fornecedor);
}

/** Whether the logged-in user (the stored user) is a registradora user: isRegistradoraUser. */
export function useIsRegistradora(): boolean {
  return isRegistradoraUser(useStoredUser());
}
