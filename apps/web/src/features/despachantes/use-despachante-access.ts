import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with dispatchers (a registradora user chooses the client). */
export function useDespachanteAccess(): CadastroAccess {
  return useCadastroAccess('DESPACHANTE_CONSULTAR', 'DESPACHANTE_EDITAR');
}
