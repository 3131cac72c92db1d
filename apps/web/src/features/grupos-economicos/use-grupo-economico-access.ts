import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

export interface GrupoEconomicoAccess {
  canConsult: boolean;
  /** Creating, changing and deleting groups is the registradora's parametrization. */
  canEdit: boolean;
}

/**
 * What the logged-in user may do with economic groups, read from the stored user. The server
 * enforces the same rules; this only hides what the user cannot do.
 */
export function useGrupoEconomicoAccess(): GrupoEconomicoAccess {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) return { canConsult: false, canEdit: false };
    const { roles, cliente, fornecedor } = parsed.data;
    return {
      canConsult: hasPermission(roles, 'ADMINISTRACAO_CLIENTES_CONSULTAR'),
      canEdit: !cliente && !fornecedor && hasPermission(roles, 'ADMINISTRACAO_PARAMETRIZACAO'),
    };
  }, [storedUser]);
}
