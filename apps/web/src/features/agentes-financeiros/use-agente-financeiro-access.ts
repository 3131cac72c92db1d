import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission } from '@portal/shared/usuarios/permissoes';
import { useSession } from '../../hooks/use-session';

export interface AgenteFinanceiroAccess {
  /** A registradora user works for every client, so it chooses the clients of an agent. */
  isRegistradora: boolean;
  canConsult: boolean;
  canEdit: boolean;
}

/**
 * What the logged-in user may do with financial agents, read from the stored user. The
 * server enforces the same rules (a client's user sees its own client's agents and
 * associations); this only hides what the user cannot do.
 */
export function useAgenteFinanceiroAccess(): AgenteFinanceiroAccess {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    if (!parsed.success) return { isRegistradora: false, canConsult: false, canEdit: false };
    const { roles, cliente, fornecedor } = parsed.data;
    return {
      isRegistradora: !cliente && !fornecedor,
      canConsult: hasPermission(roles, 'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR'),
      // A supplier's user has no client to attach an agent to (the server refuses it).
      canEdit: !fornecedor && hasPermission(roles, 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR'),
    };
  }, [storedUser]);
}
