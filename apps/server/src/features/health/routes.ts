import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';

/** Liveness and readiness for load balancers: answers 200 only when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'PUBLICA' },
      schema: {
        tags: ['sistema'],
        summary: 'Saúde do serviço e do banco de dados',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: errorBodySchema,
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
