import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with vehicles (a registradora user chooses the client). */
export function useVeiculoAccess(): CadastroAccess {
  return useCadastroAccess('VEICULO_CONSULTAR', 'VEICULO_EDITAR');
}
