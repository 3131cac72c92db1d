import { useMemo } from 'react';
import { hasPermission, type Permissao } from '@portal/shared/usuarios/permissoes';
import { isRegistradoraUser } from './use-is-registradora';
import { useStoredUser } from './use-stored-user';

export interface CadastroAccess {
  /** A registradora user (no client, no supplier) works for every client. */
  isRegistradora: boolean;
  /** A supplier's user (it has no client of its own). */
  isFornecedor: boolean;
  canConsult: boolean;
  canEdit: boolean;
}

const NO_ACCESS: CadastroAccess = {
  isRegistradora: false,
  isFornecedor: false,
  canConsult: false,
  canEdit: false,
};

/**
 * What the logged-in user may do with one register, read from the stored user (the shell
 * keeps it fresh): the permission that lists it and the one that changes it. The server
 * enforces the same rules; this only hides what the user cannot do.
 */
export function useCadastroAccess(consultar: Permissao, editar: Permissao): CadastroAccess {
  const user = useStoredUser();
  return useMemo(() => {
    if (!user) return NO_ACCESS;
    const { roles, fornecedor } = user;
    return {
      isRegistradora: isRegistradoraUser(user),
      isFornecedor: Boolean(fornecedor),
      canConsult: hasPermission(roles, consultar),
      canEdit: hasPermission(roles, editar),
    };
  }, [user, consultar, editar]);
}
