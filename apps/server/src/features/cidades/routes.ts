import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cidadePageSchema,
  cidadeParamsSchema,
  cidadeSchema,
  cidadesQuerySchema,
} from '@portal/shared/cidades/schemas';
import { answer, badRequest, notFound } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import type { CidadesService } from './service';

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
        operationId: 'listCidades',
        tags: ['cidades'],
        summary: 'Municípios brasileiros (código IBGE de 7 dígitos, nome, UF), paginados',
        description:
          'Query: uf (sigla), nome (contém, sem diferenciar maiúsculas nem acentos: "sao" acha ' +
          '"São Paulo"), page, size (até 6000: todos os municípios cabem numa página), ' +
          'sort=nome|uf|codigoIbge,asc|desc (padrão nome).',
        querystring: cidadesQuerySchema,
        response: {
          200: answer(cidadePageSchema, 'Uma página de municípios e o total encontrado.'),
          ...badRequest('UF, página, tamanho ou ordenação inválidos.'),
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
        operationId: 'getCidade',
        tags: ['cidades'],
        summary: 'Um município pelo código IBGE (7 dígitos)',
        description: 'O município do código IBGE, com o seu nome e a sua UF.',
        params: cidadeParamsSchema,
        response: {
          200: answer(cidadeSchema, 'O município.'),
          ...badRequest('O código não tem 7 dígitos.'),
          ...notFound('O município'),
        },
      },
    },
    (request) => service.get(request.params.codigoIbge),
  );
};
