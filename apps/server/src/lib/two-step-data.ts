import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { codigosRecuperacao, dispositivosConfiaveis, usuariosTotp } from '../db/schema';

/*
 * A user's two-step login data (docs/duas-etapas.md), for the two features that end it: the
 * user turning it off (auth) and an administrator turning it off for the user (usuarios).
 */

/** Whether the user has two-step login on (a confirmed authenticator). */
export async function isTwoStepOn(executor: Executor, usuarioId: string): Promise<boolean> {
  const [row] = await executor
    .select({ um: sql`1` })
    .from(usuariosTotp)
    .where(and(eq(usuariosTotp.usuarioId, usuarioId), isNotNull(usuariosTotp.ativadaEm)));
  return row !== undefined;
}

/**
 * Deletes the user's TOTP secret (active or pending), its recovery codes and its trusted
 * devices, in the caller's transaction; answers whether two-step login was on.
 */
export async function removeTwoStep(tx: Executor, usuarioId: string): Promise<boolean> {
  const active = await tx
    .select({ usuarioId: usuariosTotp.usuarioId })
    .from(usuariosTotp)
    .where(and(eq(usuariosTotp.usuarioId, usuarioId), isNotNull(usuariosTotp.ativadaEm)))
    .for('update');
  await tx.delete(usuariosTotp).where(eq(usuariosTotp.usuarioId, usuarioId));
  await tx.delete(codigosRecuperacao).where(eq(codigosRecuperacao.usuarioId, usuarioId));
  await tx.delete(dispositivosConfiaveis).where(eq(dispositivosConfiaveis.usuarioId, usuarioId));
  return active.length > 0;
}
