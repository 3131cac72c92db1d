import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  terceiroGarantidorComboQuerySchema,
  terceiroGarantidorComboSchema,
  terceiroGarantidorFiltroSchema,
  terceiroGarantidorInputSchema,
  terceiroGarantidorPageQuerySchema,
  terceiroGarantidorPageSchema,
  terceiroGarantidorSchema,
} from '@portal/shared/terceiros-garantidores/schemas';
import { authOf } from '../../lib/auth-context';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import type { TerceirosGarantidoresService } from './service';

const tags = ['terceiros-garantidores'];

/**
 * Third-party guarantors (the Master's Administrativo menu > Terceiro Garantidor, route
 * vbauto/terceiro-garantidor). The spec names the screen only; the calls follow the clients'
 * pattern. Each client's user sees and keeps only its own client's guarantors.
 */
export const terceirosGarantidoresRoutes: FastifyPluginAsyncZod<{
  service: TerceirosGarantidoresService;
}> = async (app, { service }) => {
  app.post(
    '/terceiros-garantidores/consultar',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Lista paginada de terceiros garantidores (filtros no corpo, paginação e ordenação na query)',
        querystring: terceiroGarantidorPageQuerySchema,
        body: terceiroGarantidorFiltroSchema,
        response: { 200: terceiroGarantidorPageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/terceiros-garantidores/todos-combo',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Terceiros garantidores como opções { id, nome, cpfCnpj } (opcional: ?clienteId=)',
        querystring: terceiroGarantidorComboQuerySchema,
        response: {
          200: z.array(terceiroGarantidorComboSchema),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    (request) => service.combo(authOf(request), request.query.clienteId),
  );

  app.post(
    '/terceiros-garantidores',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um terceiro garantidor (CPF ou CNPJ, este também alfanumérico)',
        description:
          'clienteId é obrigatório para a registradora; o usuário de um cliente cadastra para o ' +
          'próprio cliente (padrão quando omitido).',
        body: terceiroGarantidorInputSchema,
        response: { 201: terceiroGarantidorSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/terceiros-garantidores/:id',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Um terceiro garantidor',
        params: idParamsSchema,
        response: { 200: terceiroGarantidorSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/terceiros-garantidores/:id',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Altera um terceiro garantidor (substituição completa)',
        params: idParamsSchema,
        body: terceiroGarantidorInputSchema,
        response: { 200: terceiroGarantidorSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/terceiros-garantidores/:id',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui um terceiro garantidor (exclusão lógica)',
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
