import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import {
  CONCURRENT_CHANGE,
  answer,
  badRequest,
  conflict,
  forbidden,
  noContent,
  notFound,
} from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import { noContentAfter } from '../../lib/routes';
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
        operationId: 'listDespachantes',
        tags,
        summary:
          'Lista paginada de despachantes (filtros no corpo, paginação e ordenação na query)',
        description:
          'Filtros no corpo, combinados com E; paginação e ordenação na query. Um ' +
          'usuário de cliente só vê os despachantes do próprio cliente.',
        querystring: despachantePageQuerySchema,
        body: despachanteFiltroSchema,
        response: {
          200: answer(despachantePageSchema, 'Uma página de despachantes e o total encontrado.'),
          ...badRequest('Filtro, página, tamanho ou ordenação inválidos.'),
        },
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
        operationId: 'listDespachanteOpcoes',
        tags,
        summary: 'Despachantes ativos como opções { id, nome, cpfCnpj } (opcional: ?clienteId=)',
        description:
          'Os despachantes ativos como opções de um combo, de um cliente ' +
          '(clienteId) ou de todos os que o usuário enxerga.',
        querystring: despachanteComboQuerySchema,
        response: {
          200: answer(z.array(despachanteComboSchema), 'As opções, em ordem de nome.'),
          ...badRequest('clienteId não é um uuid.'),
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
        operationId: 'createDespachante',
        tags,
        summary: 'Cadastra um despachante (CPF ou CNPJ, este também alfanumérico)',
        description:
          'clienteId é obrigatório para a registradora; o usuário de um cliente cadastra para o ' +
          'próprio cliente (padrão quando omitido).',
        body: despachanteInputSchema,
        response: {
          201: answer(despachanteSchema, 'O despachante cadastrado.'),
          ...badRequest(
            'Campo inválido ou ausente; clienteId de um cliente inexistente ou de outro banco.',
          ),
          ...forbidden('Um usuário de fornecedor não cadastra registros de clientes.'),
          ...conflict(`Este cliente já tem um despachante com este CPF/CNPJ. ${CONCURRENT_CHANGE}`),
        },
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
        operationId: 'getDespachante',
        tags,
        summary: 'Um despachante',
        description: 'O despachante pelo id, com o cliente a que pertence.',
        params: idParamsSchema,
        response: {
          200: answer(despachanteSchema, 'O despachante.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O despachante'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/despachantes/:id',
    {
      config: { access: 'DESPACHANTE_EDITAR' },
      schema: {
        operationId: 'updateDespachante',
        tags,
        summary: 'Altera um despachante (substituição completa)',
        description:
          'Substitui todos os dados do registro: os campos ausentes são recusados, não apagados.',
        params: idParamsSchema,
        body: despachanteInputSchema,
        response: {
          200: answer(despachanteSchema, 'O despachante alterado.'),
          ...badRequest(
            'Campo inválido ou ausente; clienteId de um cliente inexistente ou de outro banco.',
          ),
          ...forbidden('Um usuário de fornecedor não cadastra registros de clientes.'),
          ...notFound('O despachante'),
          ...conflict(`Este cliente já tem um despachante com este CPF/CNPJ. ${CONCURRENT_CHANGE}`),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/despachantes/:id',
    {
      config: { access: 'DESPACHANTE_EDITAR' },
      schema: {
        operationId: 'deleteDespachante',
        tags,
        summary: 'Exclui um despachante (exclusão lógica)',
        description: 'Exclusão lógica: o registro deixa de aparecer nas listas e nas opções.',
        params: idParamsSchema,
        response: {
          204: noContent('Despachante excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O despachante'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
