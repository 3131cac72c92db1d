import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cidadeParamsSchema,
  cidadeSchema,
  cidadesQuerySchema,
} from '@portal/shared/cidades/schemas';
import { errorBodySchema } from '@portal/shared/common/errors';
import { MENSAGENS } from '@portal/shared/common/messages';
import { pageSchema } from '@portal/shared/common/paging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { announcePageCap } from '../../lib/paging';
import { createCidadesRepository } from './repository';

const security = [{ bearer: [] }];

/**
 * The municipalities (IBGE), reference data behind the Cidades tile and every address. Read
 * only: the table is synced with the @brazilian-utils/brazilian-utils IBGE table at every start.
 */
export const cidadesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = createCidadesRepository(db);

  app.get(
    '/cidades',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags: ['cidades'],
        security,
        summary: 'Municípios brasileiros (código IBGE de 7 dígitos, nome, UF), paginados',
        description:
          'Query: uf (sigla), nome (contém, sem diferenciar maiúsculas nem acentos: "sao" acha ' +
          '"São Paulo"), page, size (até 6000: todos os municípios cabem numa página), ' +
          'sort=nome|uf|codigoIbge,asc|desc (padrão nome).',
        querystring: cidadesQuerySchema,
        response: {
          200: pageSchema(cidadeSchema),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      const { uf, nome } = request.query;
      return repository.list({ uf, nome }, request.query);
    },
  );

  app.get(
    '/cidades/:codigoIbge',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags: ['cidades'],
        security,
        summary: 'Um município pelo código IBGE (7 dígitos)',
        params: cidadeParamsSchema,
        response: {
          200: cidadeSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const cidade = await repository.find(request.params.codigoIbge);
      if (!cidade) throw new AppError('NOT_FOUND', MENSAGENS.naoEncontrado);
      return cidade;
    },
  );
};
