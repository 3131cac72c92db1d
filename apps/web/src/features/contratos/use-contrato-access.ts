import { useMemo } from 'react';
import { currentUserSchema, type CurrentUser } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

export interface ContratoAccess {
  /** The stored user (the shell keeps it fresh), or null when it cannot be read. */
  user: CurrentUser | null;
  /** A registradora user chooses the client a contract is registered for. */
  isRegistradora: boolean;
  /** The user's own client (a bank's user), whose agents it picks from. */
  clienteId: string | null;
  canRegistrar: boolean;
}

/** What the logged-in user may do here; the server enforces the same rules. */
export function useContratoAccess(): ContratoAccess {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) {
      return { user: null, isRegistradora: false, clienteId: null, canRegistrar: false };
    }
    const user = parsed.data;
    return {
      user,
      isRegistradora: !user.cliente && !user.fornecedor,
      clienteId: user.cliente?.id ?? null,
      canRegistrar: hasPermission(user.roles, 'CONTRATO_REGISTRAR'),
    };
  }, [storedUser]);
}
