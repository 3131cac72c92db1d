import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

export interface DetranAccess {
  canConsult: boolean;
  canEdit: boolean;
}

/**
 * What the logged-in user may do with the Detrans, read from the stored user. The server
 * enforces the same permissions; this only hides what the user cannot do.
 */
export function useDetranAccess(): DetranAccess {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) return { canConsult: false, canEdit: false };
    const { roles } = parsed.data;
    return {
      canConsult: hasPermission(roles, 'ADMINISTRACAO_FORNECEDORES_CONSULTAR'),
      canEdit: hasPermission(roles, 'ADMINISTRACAO_FORNECEDORES_EDITAR'),
    };
  }, [storedUser]);
}
