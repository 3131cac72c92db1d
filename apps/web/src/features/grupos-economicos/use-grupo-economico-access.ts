import { useMemo } from 'react';
import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/**
 * What the logged-in user may do with economic groups: whoever lists clients sees them;
 * creating, changing and deleting them is the registradora's parametrization.
 */
export function useGrupoEconomicoAccess(): CadastroAccess {
  const access = useCadastroAccess(
    'ADMINISTRACAO_CLIENTES_CONSULTAR',
    'ADMINISTRACAO_PARAMETRIZACAO',
  );
  return useMemo(() => ({ ...access, canEdit: access.canEdit && access.isRegistradora }), [access]);
}
