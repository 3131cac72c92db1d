import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { EmailEnviadoFiltro } from '@portal/shared/emails/schemas';
import type { Db } from '../../db/client';
import { emailsEnviados } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { containing } from '../../lib/like';
import { indexOrder, pageByDeferredJoin } from '../../lib/paging';
import { visibleTo, type Owners } from '../../lib/tenancy';
import { withinPeriod } from '../../lib/periodo';

/**
 * The registradora's mail log: e-mails go to anyone (a bank's prospect, the commercial team, a
 * user of another client), so no client's or supplier's user reads it whatever permission it
 * was given.
 */
const OWNERS: Owners = {};

/**
 * A recipient containing the text. The list's JSON text contains it too (jsonb writes the
 * addresses as typed, escaping only `"`, `\` and control characters), which the trigram index
 * `emails_enviados_para_trgm_idx` finds; each address is then checked on its own, so only one
 * address containing the text matches, as before the index. A text with what JSON escapes
 * skips the index's test (its escaped form would not match).
 */
function recipientMatches(texto: string): SQL {
  const oneAddress = sql`exists (select 1 from jsonb_array_elements_text(${emailsEnviados.para}) d
    where lower(d) like ${containing(texto)})`;
  // eslint-disable-next-line no-control-regex
  if (/["\\\u0000-\u001f]/.test(texto)) return oneAddress;
  return sql`(lower(${emailsEnviados.para}::text) like ${containing(texto)} and ${oneAddress})`;
}

function whereOf(auth: AuthContext, f: EmailEnviadoFiltro): SQL | undefined {
  return and(
    visibleTo(auth, OWNERS),
    f.destinatario ? recipientMatches(f.destinatario.toLowerCase()) : undefined,
    f.assunto
      ? sql`lower(${emailsEnviados.assunto}) like ${containing(f.assunto.toLowerCase())}`
      : undefined,
    f.status ? eq(emailsEnviados.status, f.status) : undefined,
    ...withinPeriod(emailsEnviados.createdAt, f.dataInicial, f.dataFinal),
  );
}

const columns = {
  id: emailsEnviados.id,
  para: emailsEnviados.para,
  assunto: emailsEnviados.assunto,
  status: emailsEnviados.status,
  tentativas: emailsEnviados.tentativas,
  enviadoEm: emailsEnviados.enviadoEm,
  ultimaTentativaEm: emailsEnviados.ultimaTentativaEm,
  erro: emailsEnviados.erro,
  reenvioDe: emailsEnviados.reenvioDe,
  createdAt: emailsEnviados.createdAt,
};

export function createEmailsRepository(db: Db) {
  return {
    /**
     * One page by deferred join: the page's ids alone, in the order of the index that serves
     * the filter (`(created_at, id)`, `(status, created_at, id)`), then only those rows read in
     * full. The count stops at LIMITE_CONTAGEM_EXATA (lib/paging).
     */
    async list(auth: AuthContext, filtro: EmailEnviadoFiltro, page: PageRequest) {
      const isDesc = page.sort?.direction !== 'asc';
      const order = [
        indexOrder(emailsEnviados.createdAt, isDesc),
        indexOrder(emailsEnviados.id, isDesc),
      ];
      const source = {
        table: emailsEnviados,
        id: emailsEnviados.id,
        where: whereOf(auth, filtro),
        order,
      };
      return pageByDeferredJoin(db, source, page, (ids) =>
        db
          .select(columns)
          .from(ids)
          .innerJoin(emailsEnviados, eq(emailsEnviados.id, ids.id))
          .orderBy(...order),
      );
    },

    /** The message to send again, with its text (never answered to the caller). */
    async findForResend(auth: AuthContext, id: string) {
      const [row] = await db
        .select({
          id: emailsEnviados.id,
          status: emailsEnviados.status,
          para: emailsEnviados.para,
          assunto: emailsEnviados.assunto,
          texto: emailsEnviados.texto,
          replyTo: emailsEnviados.replyTo,
        })
        .from(emailsEnviados)
        .where(and(eq(emailsEnviados.id, id), visibleTo(auth, OWNERS)));
      return row ?? null;
    },
  };
}

export type EmailsRepository = ReturnType<typeof createEmailsRepository>;
