import { z } from 'zod';
import { emailEnviadoPageSchema, type EmailEnviadoFiltro } from '@portal/shared/emails/schemas';
import { http, parseJson } from '../../lib/http';

export const EMAILS_QUERY_KEY = ['emails'] as const;

/** POST emails/consultar: the filters in the body, the page in the query (newest first). */
export function listEmails(filtro: EmailEnviadoFiltro, page: number, size: number, sort: string) {
  return parseJson(
    http.post('emails/consultar', { json: filtro, searchParams: { page, size, sort } }),
    emailEnviadoPageSchema,
  );
}

/** POST emails/{id}/reenviar: queues a failed message again. */
export function resendEmail(id: string) {
  return parseJson(http.post(`emails/${id}/reenviar`), z.object({ id: z.string() }));
}
