import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with services and prices. */
export function useServicoAccess(): CadastroAccess {
  return useCadastroAccess('SERVICO_CLIENTE_CONSULTAR', 'SERVICO_CLIENTE_EDITAR');
}
