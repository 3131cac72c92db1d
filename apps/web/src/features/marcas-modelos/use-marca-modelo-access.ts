import { useCadastroAccess } from '../../hooks/use-cadastro-access';

/**
 * Everyone logged in reads the catalogue; only the registradora's parametrization changes it
 * (the server says the same: ADMINISTRACAO_PARAMETRIZACAO, and not a client's or supplier's
 * user). This only hides what the user cannot do.
 */
export function useMarcaModeloAccess(): { canEdit: boolean } {
  // Reading needs no permission: the one asked for here only makes the hook's shape whole.
  const access = useCadastroAccess('ADMINISTRACAO_PARAMETRIZACAO', 'ADMINISTRACAO_PARAMETRIZACAO');
  return { canEdit: access.canEdit && access.isRegistradora };
}
