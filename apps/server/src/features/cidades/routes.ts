import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cidadeParamsSchema,
  cidadeSchema,
  cidadesQuerySchema,
} from '@portal/shared/cidades/schemas';
import { errorBodySchema } from '@portal/shared/common/errors';
import { pageSchema } from '@portal/shared/common/paging';
import { announcePageCap } from '../../lib/paging';
import type { CidadesService } from './service';

const security = [{ bearer: [] }];

/**
 * The municipalities (IBGE), reference data behind the Cidades tile and every address. Read
 * only: the table is synced with the @brazilian-utils/brazilian-utils IBGE table at every start.
 */
export const cidadesRoutes: FastifyPluginAsyncZod<{ service: CidadesService }> = async (
  app,
  { service },
) => {
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
      return service.list({ uf, nome }, request.query);
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
    (request) => service.get(request.params.codigoIbge),
  );
};
