import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  emailEnviadoFiltroSchema,
  emailEnviadoPageQuerySchema,
  emailEnviadoPageSchema,
} from '@portal/shared/emails/schemas';
import { authOf } from '../../lib/auth-context';
import { answer, badRequest, conflict, notFound } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import type { EmailsService } from './service';

const tags = ['emails'];

const reenvioSchema = z
  .object({ id: z.string().meta({ description: 'O id do novo e-mail, posto na fila.' }) })
  .meta({ id: 'EmailReenvio', description: 'O reenvio de um e-mail.' });

/** The report relatorio/emails-enviados (spec §2.4): the registradora's own staff only. */
export const emailsRoutes: FastifyPluginAsyncZod<{ service: EmailsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/emails/consultar',
    {
      config: { access: 'RELATORIO_EMAILS_ENVIADOS' },
      schema: {
        operationId: 'listEmailsEnviados',
        tags,
        summary: 'Os e-mails que o portal pôs na fila: para quem, quando, o envio e as falhas',
        description:
          'Filtros no corpo, paginação na query (do mais novo). O texto das mensagens nunca ' +
          'é respondido. Usuários de clientes e de fornecedores não veem nenhum e-mail. ' +
          'totalElements é exato até 10.000; acima, uma estimativa, com totalExato false.',
        querystring: emailEnviadoPageQuerySchema,
        body: emailEnviadoFiltroSchema,
        response: {
          200: answer(emailEnviadoPageSchema, 'Uma página de e-mails.'),
          ...badRequest('Filtro ou página inválidos.'),
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.post(
    '/emails/:id/reenviar',
    {
      config: { access: 'RELATORIO_EMAILS_ENVIADOS' },
      schema: {
        operationId: 'resendEmail',
        tags,
        summary: 'Reenvia um e-mail que falhou',
        description:
          'Põe na fila uma nova mensagem igual à que falhou, registrada como reenvio dela.',
        params: idParamsSchema,
        response: {
          201: answer(reenvioSchema, 'O reenvio, posto na fila.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O e-mail'),
          ...conflict('O e-mail não está com falha.'),
        },
      },
    },
    async (request, reply) => {
      const result = await service.resend(authOf(request), request.params.id);
      return reply.status(201).send(result);
    },
  );
};
