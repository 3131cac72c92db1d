import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with suppliers (the server shows a supplier's user only its own). */
export function useFornecedorAccess(): CadastroAccess {
  return useCadastroAccess(
    'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
    'ADMINISTRACAO_FORNECEDORES_EDITAR',
  );
}
