import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with clients; only a registradora user creates and deletes them. */
export function useClienteAccess(): CadastroAccess {
  return useCadastroAccess('ADMINISTRACAO_CLIENTES_CONSULTAR', 'ADMINISTRACAO_CLIENTES_EDITAR');
}
