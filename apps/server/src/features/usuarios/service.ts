import { MENSAGENS } from '@portal/shared/common/messages';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, notFound } from '../../lib/errors';
import type { UsuariosRepository } from './repository';

/** Blocking and unblocking users (spec §7: PUT usuarios/bloquear, DELETE usuarios/desbloquear). */
export function createUsuariosService(repository: UsuariosRepository) {
  return {
    /** Blocks an active user and ends all its sessions; blocking a blocked user changes nothing. */
    async bloquear(auth: AuthContext, id: string, ip: string): Promise<void> {
      if (id === auth.usuarioId) throw new AppError('CONFLICT', MENSAGENS.naoBloqueiaASiMesmo);
      const done = await repository.withUser(auth, id, async (user, tx) => {
        if (user.status === 'BLOQUEADO') return true;
        if (user.status !== 'ATIVO') throw new AppError('CONFLICT', MENSAGENS.soAtivoBloqueia);
        await tx.block();
        await tx.record('BLOQUEIO', ip);
        return true;
      });
      if (!done) throw notFound();
    },

    /**
     * Lifts a block by an administrator and the lock for unknown devices that failed logins
     * set; a user with neither is left as it is.
     */
    async desbloquear(auth: AuthContext, id: string, ip: string): Promise<void> {
      const done = await repository.withUser(auth, id, async (user, tx) => {
        if (user.status !== 'BLOQUEADO' && !user.bloqueioTentativasEm) return true;
        await tx.unblock();
        await tx.record('DESBLOQUEIO', ip);
        return true;
      });
      if (!done) throw notFound();
    },
  };
}

export type UsuariosService = ReturnType<typeof createUsuariosService>;
