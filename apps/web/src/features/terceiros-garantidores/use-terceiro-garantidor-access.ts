import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with third-party guarantors (a registradora user chooses the client). */
export function useTerceiroGarantidorAccess(): CadastroAccess {
  return useCadastroAccess('TERCEIRO_GARANTIDOR_CONSULTAR', 'TERCEIRO_GARANTIDOR_EDITAR');
}
