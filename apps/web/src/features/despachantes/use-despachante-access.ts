import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

export interface DespachanteAccess {
  /** A registradora user works for every client, so it chooses the client. */
  isRegistradora: boolean;
  canConsult: boolean;
  canEdit: boolean;
}

/**
 * What the logged-in user may do here, read from the stored user (the shell keeps it fresh).
 * The server enforces the same rules; this only hides what the user cannot do.
 */
export function useDespachanteAccess(): DespachanteAccess {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) return { isRegistradora: false, canConsult: false, canEdit: false };
    const { roles, cliente, fornecedor } = parsed.data;
    return {
      isRegistradora: !cliente && !fornecedor,
      canConsult: hasPermission(roles, 'DESPACHANTE_CONSULTAR'),
      canEdit: hasPermission(roles, 'DESPACHANTE_EDITAR'),
    };
  }, [storedUser]);
}
