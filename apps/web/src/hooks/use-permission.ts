import { hasPermission, type Permissao } from '@portal/shared/usuarios/permissoes';
import { useStoredUser } from './use-stored-user';

/**
 * Whether the logged-in user holds a permission, read from the stored user (the shell keeps it
 * fresh). For a page that offers one thing per permission (an order's actions, a link to the
 * lien lookup); the server enforces the same rule, this only hides what the user cannot do.
 */
export function usePermission(permissao: Permissao): boolean {
  const user = useStoredUser();
  return user !== null && hasPermission(user.roles, permissao);
}
