import { useMemo } from 'react';
import { currentUserSchema } from '@portal/shared/auth/schemas';
import { hasPermission, type Permissao } from '@portal/shared/usuarios/permissoes';
import { useSession } from './use-session';

/**
 * Whether the logged-in user holds a permission, read from the stored user (the shell keeps it
 * fresh). For a page that offers one thing per permission (an order's actions, a link to the
 * lien lookup); the server enforces the same rule, this only hides what the user cannot do.
 */
export function usePermission(permissao: Permissao): boolean {
  const storedUser = useSession()?.storedUser;
  return useMemo(() => {
    const parsed = currentUserSchema.safeParse(storedUser);
    return parsed.success && hasPermission(parsed.data.roles, permissao);
  }, [storedUser, permissao]);
}
