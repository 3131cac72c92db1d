import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import { errorBodySchema } from '@portal/shared/common/errors';
import {
  grupoEconomicoComboSchema,
  grupoEconomicoFiltroSchema,
  grupoEconomicoInputSchema,
  grupoEconomicoUpdateSchema,
  grupoEconomicoPageQuerySchema,
  grupoEconomicoPageSchema,
  grupoEconomicoSchema,
} from '@portal/shared/grupos-economicos/schemas';
import { authOf } from '../../lib/auth-context';
import { announcePageCap } from '../../lib/paging';
import type { GruposEconomicosService } from './service';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';

const tags = ['grupos-economicos'];

/**
 * Economic groups (Parametrização > Grupos Econômicos, route vbauto/grupo-economico). The
 * spec names the screen only; the calls follow the clients' pattern.
 */
export const gruposEconomicosRoutes: FastifyPluginAsyncZod<{
  service: GruposEconomicosService;
}> = async (app, { service }) => {
  app.post(
    '/grupos-economicos/consultar',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Lista paginada de grupos econômicos (filtros no corpo, paginação na query)',
        querystring: grupoEconomicoPageQuerySchema,
        body: grupoEconomicoFiltroSchema,
        response: { 200: grupoEconomicoPageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/grupos-economicos/todos-combo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Grupos econômicos ativos como opções { id, nome }',
        response: { 200: z.array(grupoEconomicoComboSchema), 401: errorBodySchema },
      },
    },
    (request) => service.combo(authOf(request)),
  );

  app.post(
    '/grupos-economicos',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um grupo econômico',
        body: grupoEconomicoInputSchema,
        response: { 201: grupoEconomicoSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/grupos-economicos/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Um grupo econômico',
        params: idParamsSchema,
        response: { 200: grupoEconomicoSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/grupos-economicos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Altera um grupo econômico (substituição completa: todos os campos são obrigatórios)',
        params: idParamsSchema,
        body: grupoEconomicoUpdateSchema,
        response: { 200: grupoEconomicoSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/grupos-economicos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui um grupo econômico (recusado enquanto houver clientes nele)',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
