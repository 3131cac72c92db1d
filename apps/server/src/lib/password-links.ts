import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { LINK_RECUPERACAO_MINUTOS, type FinalidadeLinkSenha } from '@portal/shared/auth/password';
import type { Executor } from '../db/client';
import { linksSenha } from '../db/schema';
import { AppError } from './errors';

/** How long a link works, per purpose: a recovery briefly, a new user's invitation a week. */
export const LINK_VALIDITY_MINUTES: Record<FinalidadeLinkSenha, number> = {
  RECUPERACAO: LINK_RECUPERACAO_MINUTOS,
  PRIMEIRO_ACESSO: 7 * 24 * 60,
};

/** The web page the link opens; the token goes in the fragment, which no server or log sees. */
export const PASSWORD_LINK_PATH = '/vbconnection/redefinir-senha';

export const LINK_MENSAGENS = {
  invalido:
    'Link inválido. Confira se o endereço foi copiado inteiro do e-mail, ou peça um novo em ' +
    '"Esqueci minha senha".',
  usado:
    'Este link já foi usado (ou um link mais novo foi enviado). Peça um novo em "Esqueci minha senha".',
  expirado: 'Este link expirou. Peça um novo em "Esqueci minha senha".',
} as const;

function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * Creates a single-use link that lets `usuarioId` set a password without the current one, and
 * answers its raw token (for the e-mail; only its SHA-256 is stored). The user's earlier open
 * links of the same purpose stop working: only the newest e-mail counts. Call it in the
 * transaction that queues the e-mail, so that a link is never without its message.
 */
export async function createPasswordLink(
  tx: Executor,
  usuarioId: string,
  finalidade: FinalidadeLinkSenha,
): Promise<{ token: string; expiraEm: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiraEm = new Date(Date.now() + LINK_VALIDITY_MINUTES[finalidade] * 60_000);
  await tx
    .update(linksSenha)
    .set({ usadoEm: sql`now()` })
    .where(
      and(
        eq(linksSenha.usuarioId, usuarioId),
        eq(linksSenha.finalidade, finalidade),
        isNull(linksSenha.usadoEm),
      ),
    );
  // The user's links closed long ago say nothing a reader still needs: purged on the way.
  await tx
    .delete(linksSenha)
    .where(
      and(
        eq(linksSenha.usuarioId, usuarioId),
        lt(linksSenha.expiraEm, sql`now() - interval '30 days'`),
      ),
    );
  await tx
    .insert(linksSenha)
    .values({ usuarioId, finalidade, tokenHash: hashToken(token), expiraEm });
  return { token, expiraEm };
}

/** The address of the page a token opens, on the portal at `portalUrl`. */
export function passwordLinkUrl(portalUrl: string, token: string): string {
  return `${portalUrl.replace(/\/$/, '')}${PASSWORD_LINK_PATH}#token=${token}`;
}

export interface OpenPasswordLink {
  usuarioId: string;
  finalidade: FinalidadeLinkSenha;
  expiraEm: Date;
}

/**
 * The open link of a token; a 400 that says why otherwise (unknown, used or replaced, expired).
 * Reads only: the page asks it before showing its form, and the reset before it checks the new
 * password, so that a refused password does not spend the link.
 */
export async function findOpenPasswordLink(db: Executor, token: string): Promise<OpenPasswordLink> {
  const [row] = await db
    .select({
      usuarioId: linksSenha.usuarioId,
      finalidade: linksSenha.finalidade,
      expiraEm: linksSenha.expiraEm,
      usadoEm: linksSenha.usadoEm,
    })
    .from(linksSenha)
    .where(eq(linksSenha.tokenHash, hashToken(token)));
  if (!row) throw linkError('invalido');
  if (row.usadoEm) throw linkError('usado');
  if (row.expiraEm.getTime() <= Date.now()) throw linkError('expirado');
  return {
    usuarioId: row.usuarioId,
    finalidade: row.finalidade as FinalidadeLinkSenha,
    expiraEm: row.expiraEm,
  };
}

/**
 * Spends a link, in the transaction that sets the password: the one update that marks it used
 * is conditional, so two requests with one token cannot both pass. Answers whose link it was;
 * a 400 as in findOpenPasswordLink when it is no longer open.
 */
export async function consumePasswordLink(
  tx: Executor,
  token: string,
): Promise<{ usuarioId: string; finalidade: FinalidadeLinkSenha }> {
  const [row] = await tx
    .update(linksSenha)
    .set({ usadoEm: sql`now()` })
    .where(
      and(
        eq(linksSenha.tokenHash, hashToken(token)),
        isNull(linksSenha.usadoEm),
        gt(linksSenha.expiraEm, sql`now()`),
      ),
    )
    .returning({ usuarioId: linksSenha.usuarioId, finalidade: linksSenha.finalidade });
  if (!row) {
    // Says why (used, expired, unknown).
    await findOpenPasswordLink(tx, token);
    throw linkError('usado');
  }
  return { usuarioId: row.usuarioId, finalidade: row.finalidade as FinalidadeLinkSenha };
}

/** How many links of `finalidade` the user received since `since` (to limit the e-mails). */
export async function countRecentPasswordLinks(
  db: Executor,
  usuarioId: string,
  finalidade: FinalidadeLinkSenha,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(linksSenha)
    .where(
      and(
        eq(linksSenha.usuarioId, usuarioId),
        eq(linksSenha.finalidade, finalidade),
        gt(linksSenha.criadoEm, since),
      ),
    );
  return row?.total ?? 0;
}

function linkError(reason: keyof typeof LINK_MENSAGENS): AppError {
  return new AppError('INVALID_INPUT', [{ mensagem: LINK_MENSAGENS[reason], campo: 'token' }]);
}
