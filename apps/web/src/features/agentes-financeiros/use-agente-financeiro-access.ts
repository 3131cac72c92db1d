import { useMemo } from 'react';
import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/**
 * What the logged-in user may do with financial agents. A registradora user works for every
 * client, so it chooses the clients of an agent; a supplier's user has no client to attach an
 * agent to (the server refuses it), so it may not edit.
 */
export function useAgenteFinanceiroAccess(): CadastroAccess {
  const access = useCadastroAccess(
    'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR',
    'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR',
  );
  return useMemo(() => ({ ...access, canEdit: access.canEdit && !access.isFornecedor }), [access]);
}
