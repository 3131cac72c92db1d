import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  codigosRecuperacao,
  desafiosLogin,
  dispositivosConfiaveis,
  eventosAcesso,
  usuarios,
  usuariosTotp,
} from '../../db/schema';
import type { JobExecutor } from '../../lib/jobs/job-queue';
import { isTwoStepOn, removeTwoStep } from '../../lib/two-step-data';

/** The queries of the two-step login (TOTP, recovery codes, challenges, trusted devices). */
export function createTwoStepRepository(db: Db) {
  return {
    async findTotp(usuarioId: string) {
      const [row] = await db
        .select({
          segredoCifrado: usuariosTotp.segredoCifrado,
          ativadaEm: usuariosTotp.ativadaEm,
          ultimoPasso: usuariosTotp.ultimoPasso,
        })
        .from(usuariosTotp)
        .where(eq(usuariosTotp.usuarioId, usuarioId));
      return row ?? null;
    },

    /** Whether the user has two-step login on (a confirmed authenticator). */
    isActive: (usuarioId: string) => isTwoStepOn(db, usuarioId),

    /**
     * Keeps a new secret waiting for its first code, replacing a pending one; answers false when
     * two-step login is already on (an active secret is never replaced this way).
     */
    async savePendingTotp(usuarioId: string, segredoCifrado: string): Promise<boolean> {
      const rows = await db
        .insert(usuariosTotp)
        .values({ usuarioId, segredoCifrado })
        .onConflictDoUpdate({
          target: usuariosTotp.usuarioId,
          set: { segredoCifrado, ultimoPasso: null, createdAt: sql`now()` },
          setWhere: isNull(usuariosTotp.ativadaEm),
        })
        .returning({ usuarioId: usuariosTotp.usuarioId });
      return rows.length > 0;
    },

    /**
     * Turns the pending secret on, with the step of the code that confirmed it (so that code
     * cannot log in afterwards) and a new set of recovery codes, and logs it; false when there was
     * no pending secret any more (a parallel confirmation won).
     */
    async activate(
      who: { usuarioId: string; username: string; ip: string },
      passo: number,
      codigoHashes: string[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const activated = await tx
          .update(usuariosTotp)
          .set({ ativadaEm: sql`now()`, ultimoPasso: passo })
          .where(and(eq(usuariosTotp.usuarioId, who.usuarioId), isNull(usuariosTotp.ativadaEm)))
          .returning({ usuarioId: usuariosTotp.usuarioId });
        if (activated.length === 0) return false;
        await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, who.usuarioId));
        await tx
          .insert(codigosRecuperacao)
          .values(codigoHashes.map((codigoHash) => ({ usuarioId: who.usuarioId, codigoHash })));
        await tx.insert(eventosAcesso).values({
          tipo: 'DUAS_ETAPAS_ATIVADA',
          usuarioId: who.usuarioId,
          username: who.username.toLowerCase(),
          ip: who.ip,
        });
        return true;
      });
    },

    /** Turns two-step login off: the secret, the recovery codes and the trusted devices go. */
    async deactivate(who: { usuarioId: string; username: string; ip: string }): Promise<void> {
      await db.transaction(async (tx) => {
        await removeTwoStep(tx, who.usuarioId);
        await tx.insert(eventosAcesso).values({
          tipo: 'DUAS_ETAPAS_DESATIVADA',
          usuarioId: who.usuarioId,
          username: who.username.toLowerCase(),
          ip: who.ip,
        });
      });
    },

    /**
     * Replaces every recovery code of a user with two-step login on (used or not) by new ones,
     * and logs it; false when two-step login is off (turned off in between).
     */
    async replaceRecoveryCodes(
      who: { usuarioId: string; username: string; ip: string },
      codigoHashes: string[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const active = await tx
          .select({ usuarioId: usuariosTotp.usuarioId })
          .from(usuariosTotp)
          .where(and(eq(usuariosTotp.usuarioId, who.usuarioId), isNotNull(usuariosTotp.ativadaEm)))
          .for('update');
        if (active.length === 0) return false;
        await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, who.usuarioId));
        await tx
          .insert(codigosRecuperacao)
          .values(codigoHashes.map((codigoHash) => ({ usuarioId: who.usuarioId, codigoHash })));
        await tx.insert(eventosAcesso).values({
          tipo: 'CODIGOS_RECUPERACAO_GERADOS',
          usuarioId: who.usuarioId,
          username: who.username.toLowerCase(),
          ip: who.ip,
        });
        return true;
      });
    },

    /**
     * Spends a TOTP time step: true only when it is later than the last one accepted (a code,
     * or an earlier one, is never accepted twice, even by parallel requests).
     */
    async spendTotpStep(usuarioId: string, passo: number): Promise<boolean> {
      const rows = await db
        .update(usuariosTotp)
        .set({ ultimoPasso: passo })
        .where(
          and(
            eq(usuariosTotp.usuarioId, usuarioId),
            isNotNull(usuariosTotp.ativadaEm),
            or(isNull(usuariosTotp.ultimoPasso), lt(usuariosTotp.ultimoPasso, passo)),
          ),
        )
        .returning({ usuarioId: usuariosTotp.usuarioId });
      return rows.length > 0;
    },

    async countRecoveryCodes(usuarioId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(codigosRecuperacao)
        .where(
          and(eq(codigosRecuperacao.usuarioId, usuarioId), isNull(codigosRecuperacao.usadoEm)),
        );
      return row?.total ?? 0;
    },

    /** Spends a recovery code: true once, for an unused code of this user. */
    async spendRecoveryCode(usuarioId: string, codigoHash: string): Promise<boolean> {
      const rows = await db
        .update(codigosRecuperacao)
        .set({ usadoEm: sql`now()` })
        .where(
          and(
            eq(codigosRecuperacao.usuarioId, usuarioId),
            eq(codigosRecuperacao.codigoHash, codigoHash),
            isNull(codigosRecuperacao.usadoEm),
          ),
        )
        .returning({ id: codigosRecuperacao.id });
      return rows.length > 0;
    },

    /** A new challenge for a login that passed its password; expired ones are purged. */
    async createChallenge(usuarioId: string, guid: string, expiraEm: Date): Promise<string> {
      await db.delete(desafiosLogin).where(lt(desafiosLogin.expiraEm, sql`now()`));
      const [row] = await db
        .insert(desafiosLogin)
        .values({ usuarioId, guid: guid.slice(0, 100), expiraEm })
        .returning({ id: desafiosLogin.id });
      return row!.id;
    },

    /**
     * A challenge still open: not completed, not expired and with wrong codes under `maxErros`,
     * with its user's name and address.
     */
    async findOpenChallenge(id: string, maxErros: number) {
      const [row] = await db
        .select({
          id: desafiosLogin.id,
          usuarioId: desafiosLogin.usuarioId,
          guid: desafiosLogin.guid,
          codigoEmailHash: desafiosLogin.codigoEmailHash,
          username: usuarios.username,
          nome: usuarios.nome,
          email: usuarios.email,
        })
        .from(desafiosLogin)
        .innerJoin(usuarios, eq(usuarios.id, desafiosLogin.usuarioId))
        .where(
          and(
            eq(desafiosLogin.id, id),
            isNull(desafiosLogin.concluidoEm),
            gt(desafiosLogin.expiraEm, sql`now()`),
            lt(desafiosLogin.codigosErrados, maxErros),
          ),
        );
      return row ?? null;
    },

    /**
     * Stores a new e-mailed code for the challenge (replacing the previous one), valid until
     * `expiraEm`, and queues its message in the same transaction; false when the challenge
     * already had `maxEnvios` codes.
     */
    async replaceEmailCode(
      id: string,
      codigoHash: string,
      expiraEm: Date,
      maxEnvios: number,
      enqueue: (tx: JobExecutor) => Promise<unknown>,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(desafiosLogin)
          .set({
            codigoEmailHash: codigoHash,
            expiraEm,
            emailsEnviados: sql`${desafiosLogin.emailsEnviados} + 1`,
          })
          .where(
            and(
              eq(desafiosLogin.id, id),
              isNull(desafiosLogin.concluidoEm),
              lt(desafiosLogin.emailsEnviados, maxEnvios),
            ),
          )
          .returning({ id: desafiosLogin.id });
        if (rows.length === 0) return false;
        await enqueue(tx);
        return true;
      });
    },

    async countWrongCode(id: string): Promise<void> {
      await db
        .update(desafiosLogin)
        .set({ codigosErrados: sql`${desafiosLogin.codigosErrados} + 1` })
        .where(eq(desafiosLogin.id, id));
    },

    /** Ends the challenge: true once (a second request with the same code finds it closed). */
    async completeChallenge(id: string): Promise<boolean> {
      const rows = await db
        .update(desafiosLogin)
        .set({ concluidoEm: sql`now()`, codigoEmailHash: null })
        .where(
          and(
            eq(desafiosLogin.id, id),
            isNull(desafiosLogin.concluidoEm),
            gt(desafiosLogin.expiraEm, sql`now()`),
          ),
        )
        .returning({ id: desafiosLogin.id });
      return rows.length > 0;
    },

    async trustDevice(input: {
      usuarioId: string;
      guid: string;
      tokenHash: string;
      expiraEm: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        // One token per user and device: trusting it again replaces the previous one.
        await tx
          .delete(dispositivosConfiaveis)
          .where(
            and(
              eq(dispositivosConfiaveis.usuarioId, input.usuarioId),
              eq(dispositivosConfiaveis.guid, input.guid),
            ),
          );
        await tx.insert(dispositivosConfiaveis).values(input);
      });
    },

    /** Whether the token is this user's, for this device, and not expired. */
    async isTrustedDevice(usuarioId: string, guid: string, tokenHash: string): Promise<boolean> {
      const [row] = await db
        .select({ um: sql`1` })
        .from(dispositivosConfiaveis)
        .where(
          and(
            eq(dispositivosConfiaveis.tokenHash, tokenHash),
            eq(dispositivosConfiaveis.usuarioId, usuarioId),
            eq(dispositivosConfiaveis.guid, guid),
            gt(dispositivosConfiaveis.expiraEm, sql`now()`),
          ),
        );
      return row !== undefined;
    },
  };
}

export type TwoStepRepository = ReturnType<typeof createTwoStepRepository>;
