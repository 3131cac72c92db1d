import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { answer, unavailable } from '../../lib/openapi';

const saudeSchema = z
  .object({
    status: z.literal('ok').meta({ description: 'O serviço responde.' }),
    database: z.literal('ok').meta({ description: 'O banco de dados responde.' }),
  })
  .meta({ id: 'Saude', description: 'O serviço e o banco de dados respondem.' });

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'PUBLICA' },
      schema: {
        operationId: 'getHealth',
        tags: ['sistema'],
        summary: 'Saúde do serviço e do banco de dados',
        description:
          'Para balanceadores de carga e monitoração: 200 só quando o banco de dados responde.',
        response: {
          200: answer(saudeSchema, 'O serviço e o banco de dados respondem.'),
          ...unavailable('O banco de dados não respondeu: o serviço não deve receber tráfego.'),
        },
      },
    },
    async (request) => {
      try {
        await db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', MENSAGENS.bancoIndisponivel);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
