import { useCadastroAccess, type CadastroAccess } from '../../hooks/use-cadastro-access';

/** What the logged-in user may do with the Detrans (suppliers' permissions). */
export function useDetranAccess(): CadastroAccess {
  return useCadastroAccess(
    'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
    'ADMINISTRACAO_FORNECEDORES_EDITAR',
  );
}
