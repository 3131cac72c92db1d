import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clienteFiltroSchema,
  clienteInputSchema,
  clientePageQuerySchema,
  clientePageSchema,
  clienteResumoSchema,
  clienteSchema,
  clienteUpdateSchema,
} from '@portal/shared/clientes/schemas';
import { clienteComboSchema } from '@portal/shared/common/opcoes';
import { errorBodySchema } from '@portal/shared/common/errors';
import { authOf } from '../../lib/auth-context';
import { announcePageCap } from '../../lib/paging';
import type { ClientesService } from './service';
import { idParamsSchema } from '@portal/shared/common/params';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';

const tags = ['clientes'];

/** Clients (financial institutions), spec §7 Clients. Every read is tenant-scoped. */
export const clientesRoutes: FastifyPluginAsyncZod<{ service: ClientesService }> = async (
  app,
  { service },
) => {
  app.post(
    '/clientes/consultar',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Lista paginada de clientes (filtros no corpo, paginação e ordenação na query)',
        querystring: clientePageQuerySchema,
        body: clienteFiltroSchema,
        response: { 200: clientePageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/clientes/todos',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Todos os clientes visíveis ao usuário (ativos e inativos)',
        response: { 200: z.array(clienteResumoSchema), 401: errorBodySchema },
      },
    },
    (request) => service.todos(authOf(request)),
  );

  app.get(
    '/clientes/todos-combo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Clientes ativos como opções { id, nomeFantasia }',
        response: { 200: z.array(clienteComboSchema), 401: errorBodySchema },
      },
    },
    (request) => service.combo(authOf(request)),
  );

  app.post(
    '/clientes',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um cliente (CNPJ numérico ou alfanumérico)',
        body: clienteInputSchema,
        response: { 201: clienteSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/clientes/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Um cliente',
        params: idParamsSchema,
        response: { 200: clienteSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/clientes/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Altera um cliente (substituição completa: todos os campos são obrigatórios)',
        description:
          'Um usuário do próprio cliente pode corrigir o cadastro, mas não o CNPJ, a razão ' +
          'social, as funcionalidades, o grupo econômico nem a situação (403).',
        params: idParamsSchema,
        body: clienteUpdateSchema,
        response: { 200: clienteSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/clientes/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui um cliente (lógica; recusada enquanto usuários ou agentes o referenciam)',
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
