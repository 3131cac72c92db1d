import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventosAcesso, sessoes, usuarios } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { visibleTo, type Owners } from '../../lib/tenancy';

/**
 * A user belongs to its client or supplier: a client's (or supplier's) administrator manages
 * its own organization's users; the registradora's, everyone's, its own staff included.
 */
const OWNERS: Owners = { cliente: usuarios.clienteId, fornecedor: usuarios.fornecedorId };

export interface UsuarioAlvo {
  id: string;
  username: string;
  status: string;
  bloqueioTentativasEm: Date | null;
}

export function createUsuariosRepository(db: Db) {
  return {
    /** The user the caller may manage, locked for the change (null: absent or out of scope). */
    async withUser<T>(
      auth: AuthContext,
      id: string,
      change: (user: UsuarioAlvo, tx: UsuariosTx) => Promise<T>,
    ): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({
            id: usuarios.id,
            username: usuarios.username,
            status: usuarios.status,
            bloqueioTentativasEm: usuarios.bloqueioTentativasEm,
          })
          .from(usuarios)
          .where(and(eq(usuarios.id, id), visibleTo(auth, OWNERS)))
          .for('update');
        if (!user) return null;
        return change(user, {
          async block() {
            await tx.update(usuarios).set({ status: 'BLOQUEADO' }).where(eq(usuarios.id, id));
            // Blocking ends every session of the user at once.
            await tx
              .update(sessoes)
              .set({ revokedAt: sql`now()` })
              .where(and(eq(sessoes.usuarioId, id), isNull(sessoes.revokedAt)));
          },
          async unblock() {
            await tx
              .update(usuarios)
              .set({
                status: sql`case when ${usuarios.status} = 'BLOQUEADO' then 'ATIVO' else ${usuarios.status} end`,
                bloqueioTentativasEm: null,
              })
              .where(eq(usuarios.id, id));
          },
          async record(tipo: 'BLOQUEIO' | 'DESBLOQUEIO', ip: string) {
            await tx.insert(eventosAcesso).values({
              tipo,
              usuarioId: id,
              username: user.username.toLowerCase(),
              ip,
              porUsuarioId: auth.usuarioId,
            });
          },
        });
      });
    },
  };
}

export interface UsuariosTx {
  block(): Promise<void>;
  unblock(): Promise<void>;
  record(tipo: 'BLOQUEIO' | 'DESBLOQUEIO', ip: string): Promise<void>;
}

export type UsuariosRepository = ReturnType<typeof createUsuariosRepository>;
