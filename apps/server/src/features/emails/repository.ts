import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { EmailEnviadoFiltro } from '@portal/shared/emails/schemas';
import type { Db } from '../../db/client';
import { emailsEnviados } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { containing } from '../../lib/like';
import { limitOffset } from '../../lib/paging';
import { visibleTo, type Owners } from '../../lib/tenancy';

/**
 * The registradora's mail log: e-mails go to anyone (a bank's prospect, the commercial team, a
 * user of another client), so no client's or supplier's user reads it whatever permission it
 * was given.
 */
const OWNERS: Owners = {};

const TZ = 'America/Sao_Paulo';
const inicioDoDia = (dia: string) => sql`(${dia}::date)::timestamp at time zone ${TZ}`;

function whereOf(auth: AuthContext, f: EmailEnviadoFiltro): SQL | undefined {
  return and(
    visibleTo(auth, OWNERS),
    f.destinatario
      ? sql`exists (select 1 from jsonb_array_elements_text(${emailsEnviados.para}) d
                    where lower(d) like ${containing(f.destinatario.toLowerCase())})`
      : undefined,
    f.assunto
      ? sql`lower(${emailsEnviados.assunto}) like ${containing(f.assunto.toLowerCase())}`
      : undefined,
    f.status ? eq(emailsEnviados.status, f.status) : undefined,
    f.dataInicial ? sql`${emailsEnviados.createdAt} >= ${inicioDoDia(f.dataInicial)}` : undefined,
    f.dataFinal
      ? sql`${emailsEnviados.createdAt} < ${inicioDoDia(f.dataFinal)} + interval '1 day'`
      : undefined,
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
    async list(auth: AuthContext, filtro: EmailEnviadoFiltro, page: PageRequest) {
      const where = whereOf(auth, filtro);
      const { limit, offset } = limitOffset(page);
      const isAsc = page.sort?.direction === 'asc';
      const [content, [total]] = await Promise.all([
        db
          .select(columns)
          .from(emailsEnviados)
          .where(where)
          .orderBy(
            ...(isAsc
              ? [emailsEnviados.createdAt, emailsEnviados.id]
              : [desc(emailsEnviados.createdAt), desc(emailsEnviados.id)]),
          )
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(emailsEnviados).where(where),
      ]);
      return { content, totalElements: total?.total ?? 0 };
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
