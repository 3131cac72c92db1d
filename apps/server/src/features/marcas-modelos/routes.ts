import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  marcaModeloComboQuerySchema,
  marcaModeloFiltroSchema,
  marcaModeloInputSchema,
  marcaModeloPageQuerySchema,
  marcaModeloPageSchema,
  marcaModeloSchema,
} from '@portal/shared/marcas-modelos/schemas';
import { marcaModeloComboSchema } from '@portal/shared/common/opcoes';
import { authOf } from '../../lib/auth-context';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import type { MarcasModelosService } from './service';

const tags = ['marcas-modelos'];

/**
 * The brand/model catalogue (Parametrização > Marca / Modelo, route vbauto/marca-modelo): the
 * RENAVAM brand/model codes every vehicle points at. Everyone logged in reads it (the
 * contract and vehicle forms choose from it); the registradora's parametrization maintains it.
 */
export const marcasModelosRoutes: FastifyPluginAsyncZod<{ service: MarcasModelosService }> = async (
  app,
  { service },
) => {
  app.post(
    '/marcas-modelos/consultar',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Lista paginada de marcas/modelos (filtros no corpo, paginação e ordenação na query)',
        querystring: marcaModeloPageQuerySchema,
        body: marcaModeloFiltroSchema,
        response: { 200: marcaModeloPageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/marcas-modelos/todos-combo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Marcas/modelos ativas como opções (até 50; ?busca= por código ou nome)',
        querystring: marcaModeloComboQuerySchema,
        response: {
          200: z.array(marcaModeloComboSchema),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    (request) => service.combo(request.query.busca),
  );

  app.post(
    '/marcas-modelos',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra uma marca/modelo (código RENAVAM único)',
        body: marcaModeloInputSchema,
        response: { 201: marcaModeloSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/marcas-modelos/:id',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Uma marca/modelo',
        params: idParamsSchema,
        response: { 200: marcaModeloSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/marcas-modelos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Altera uma marca/modelo (substituição completa)',
        params: idParamsSchema,
        body: marcaModeloInputSchema,
        response: { 200: marcaModeloSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/marcas-modelos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui uma marca/modelo (recusado enquanto veículos a utilizam)',
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
