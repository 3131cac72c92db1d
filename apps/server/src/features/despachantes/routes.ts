import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  despachanteComboQuerySchema,
  despachanteComboSchema,
  despachanteFiltroSchema,
  despachanteInputSchema,
  despachantePageQuerySchema,
  despachantePageSchema,
  despachanteSchema,
} from '@portal/shared/despachantes/schemas';
import { authOf } from '../../lib/auth-context';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import type { DespachantesService } from './service';

const tags = ['despachantes'];

/**
 * Dispatchers (Parametrização > Despachantes, and the Master's Administrativo menu: route
 * vbauto/despachante). The spec names the screen only; the calls follow the clients' pattern.
 * Each client's user sees and keeps only its own client's dispatchers.
 */
export const despachantesRoutes: FastifyPluginAsyncZod<{ service: DespachantesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/despachantes/consultar',
    {
      config: { access: 'DESPACHANTE_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Lista paginada de despachantes (filtros no corpo, paginação e ordenação na query)',
        querystring: despachantePageQuerySchema,
        body: despachanteFiltroSchema,
        response: { 200: despachantePageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/despachantes/todos-combo',
    {
      config: { access: 'DESPACHANTE_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Despachantes ativos como opções { id, nome, cpfCnpj } (opcional: ?clienteId=)',
        querystring: despachanteComboQuerySchema,
        response: {
          200: z.array(despachanteComboSchema),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    (request) => service.combo(authOf(request), request.query.clienteId),
  );

  app.post(
    '/despachantes',
    {
      config: { access: 'DESPACHANTE_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um despachante (CPF ou CNPJ, este também alfanumérico)',
        description:
          'clienteId é obrigatório para a registradora; o usuário de um cliente cadastra para o ' +
          'próprio cliente (padrão quando omitido).',
        body: despachanteInputSchema,
        response: { 201: despachanteSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/despachantes/:id',
    {
      config: { access: 'DESPACHANTE_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Um despachante',
        params: idParamsSchema,
        response: { 200: despachanteSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/despachantes/:id',
    {
      config: { access: 'DESPACHANTE_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Altera um despachante (substituição completa)',
        params: idParamsSchema,
        body: despachanteInputSchema,
        response: { 200: despachanteSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/despachantes/:id',
    {
      config: { access: 'DESPACHANTE_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui um despachante (exclusão lógica)',
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
