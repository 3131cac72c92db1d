import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
        operationId: 'listTerceirosGarantidores',
        tags,
        summary:
          'Lista paginada de terceiros garantidores (filtros no corpo, paginação ' +
          'e ordenação na query)',
        description:
          'Filtros no corpo, combinados com E; paginação e ordenação na query. Um ' +
          'usuário de cliente só vê os terceiros garantidores do próprio cliente.',
        querystring: terceiroGarantidorPageQuerySchema,
        body: terceiroGarantidorFiltroSchema,
        response: {
          200: answer(
            terceiroGarantidorPageSchema,
            'Uma página de terceiros garantidores e o total encontrado.',
          ),
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
    '/terceiros-garantidores/todos-combo',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_CONSULTAR' },
      schema: {
        operationId: 'listTerceiroGarantidorOpcoes',
        tags,
        summary: 'Terceiros garantidores como opções { id, nome, cpfCnpj } (opcional: ?clienteId=)',
        description:
          'Os terceiros garantidores ativos como opções de um combo, de um ' +
          'cliente (clienteId) ou de todos os que o usuário enxerga.',
        querystring: terceiroGarantidorComboQuerySchema,
        response: {
          200: answer(z.array(terceiroGarantidorComboSchema), 'As opções, em ordem de nome.'),
          ...badRequest('clienteId não é um uuid.'),
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
        operationId: 'createTerceiroGarantidor',
        tags,
        summary: 'Cadastra um terceiro garantidor (CPF ou CNPJ, este também alfanumérico)',
        description:
          'clienteId é obrigatório para a registradora; o usuário de um cliente cadastra para o ' +
          'próprio cliente (padrão quando omitido).',
        body: terceiroGarantidorInputSchema,
        response: {
          201: answer(terceiroGarantidorSchema, 'O terceiro garantidor cadastrado.'),
          ...badRequest(
            'Campo inválido ou ausente; clienteId de um cliente inexistente ou de outro banco.',
          ),
          ...forbidden('Um usuário de fornecedor não cadastra registros de clientes.'),
          ...conflict(
            `Este cliente já tem um terceiro garantidor com este CPF/CNPJ. ${CONCURRENT_CHANGE}`,
          ),
        },
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
        operationId: 'getTerceiroGarantidor',
        tags,
        summary: 'Um terceiro garantidor',
        description: 'O terceiro garantidor pelo id, com o cliente a que pertence.',
        params: idParamsSchema,
        response: {
          200: answer(terceiroGarantidorSchema, 'O terceiro garantidor.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O terceiro garantidor'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/terceiros-garantidores/:id',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_EDITAR' },
      schema: {
        operationId: 'updateTerceiroGarantidor',
        tags,
        summary: 'Altera um terceiro garantidor (substituição completa)',
        description:
          'Substitui todos os dados do registro: os campos ausentes são recusados, não apagados.',
        params: idParamsSchema,
        body: terceiroGarantidorInputSchema,
        response: {
          200: answer(terceiroGarantidorSchema, 'O terceiro garantidor alterado.'),
          ...badRequest(
            'Campo inválido ou ausente; clienteId de um cliente inexistente ou de outro banco.',
          ),
          ...forbidden('Um usuário de fornecedor não cadastra registros de clientes.'),
          ...notFound('O terceiro garantidor'),
          ...conflict(
            `Este cliente já tem um terceiro garantidor com este CPF/CNPJ. ${CONCURRENT_CHANGE}`,
          ),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/terceiros-garantidores/:id',
    {
      config: { access: 'TERCEIRO_GARANTIDOR_EDITAR' },
      schema: {
        operationId: 'deleteTerceiroGarantidor',
        tags,
        summary: 'Exclui um terceiro garantidor (exclusão lógica)',
        description: 'Exclusão lógica: o registro deixa de aparecer nas listas e nas opções.',
        params: idParamsSchema,
        response: {
          204: noContent('Terceiro garantidor excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O terceiro garantidor'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
