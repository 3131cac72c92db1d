import type { PageRequest } from '@portal/shared/common/paging';
import type { EmailEnviado, EmailEnviadoFiltro } from '@portal/shared/emails/schemas';
import type { AuthContext } from '../../lib/auth-context';
import type { EmailOutbox } from '../../lib/email/email-outbox';
import { AppError, orNotFound } from '../../lib/errors';
import type { EmailsRepository } from './repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The report relatorio/emails-enviados and the resend of a failed message. */
export function createEmailsService(repository: EmailsRepository, outbox: EmailOutbox) {
  return {
    async list(auth: AuthContext, filtro: EmailEnviadoFiltro, page: PageRequest) {
      const { content, totalElements, totalExato } = await repository.list(auth, filtro, page);
      return {
        totalExato,
        content: content.map((row): EmailEnviado => ({
          ...row,
          status: row.status as EmailEnviado['status'],
          enviadoEm: iso(row.enviadoEm),
          ultimaTentativaEm: iso(row.ultimaTentativaEm),
          createdAt: row.createdAt.toISOString(),
        })),
        totalElements,
      };
    },

    /**
     * Queues a failed message again as a new message (its own record, naming the one it
     * repeats): the original keeps its history. Only a failed message may be resent.
     */
    async resend(auth: AuthContext, id: string): Promise<{ id: string }> {
      const original = orNotFound(await repository.findForResend(auth, id));
      if (original.status !== 'FALHA') {
        throw new AppError('CONFLICT', 'Só um e-mail com falha no envio pode ser reenviado.');
      }
      const novo = await outbox.enqueue(
        {
          to: original.para,
          subject: original.assunto,
          text: original.texto,
          ...(original.replyTo ? { replyTo: original.replyTo } : {}),
        },
        { reenvio: { de: original.id, por: auth.usuarioId } },
      );
      return { id: novo };
    },
  };
}

export type EmailsService = ReturnType<typeof createEmailsService>;
