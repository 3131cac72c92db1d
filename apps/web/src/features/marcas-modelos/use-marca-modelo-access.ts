import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

/**
 * Everyone logged in reads the catalogue; only the registradora's parametrization changes it
 * (the server says the same: ADMINISTRACAO_PARAMETRIZACAO, and not a client's or supplier's
 * user). This only hides what the user cannot do.
 */
export function useMarcaModeloAccess(): { canEdit: boolean } {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) return { canEdit: false };
    const { roles, cliente, fornecedor } = parsed.data;
    return {
      canEdit: !cliente && !fornecedor && hasPermission(roles, 'ADMINISTRACAO_PARAMETRIZACAO'),
    };
  }, [storedUser]);
}
