import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

export interface ServicoAccess {
  canConsult: boolean;
  canEdit: boolean;
}

/**
 * What the logged-in user may do with services and prices, read from the stored user. The
 * server enforces the same permissions; this only hides what the user cannot do.
 */
export function useServicoAccess(): ServicoAccess {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) return { canConsult: false, canEdit: false };
    const { roles } = parsed.data;
    return {
      canConsult: hasPermission(roles, 'SERVICO_CLIENTE_CONSULTAR'),
      canEdit: hasPermission(roles, 'SERVICO_CLIENTE_EDITAR'),
    };
  }, [storedUser]);
}
