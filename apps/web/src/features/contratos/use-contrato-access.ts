import { useMemo } from 'react';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { isRegistradoraUser } from '../../hooks/use-is-registradora';
import { useStoredUser } from '../../hooks/use-stored-user';

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
  const user = useStoredUser();
  return useMemo(() => {
    if (!user) {
      return { user: null, isRegistradora: false, clienteId: null, canRegistrar: false };
    }
    return {
      user,
      isRegistradora: isRegistradoraUser(user),
      clienteId: user.cliente?.id ?? null,
      canRegistrar: hasPermission(user.roles, 'CONTRATO_REGISTRAR'),
    };
  }, [user]);
}
