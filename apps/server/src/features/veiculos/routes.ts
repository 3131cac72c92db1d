import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  veiculoFiltroSchema,
  veiculoInputSchema,
  veiculoPageQuerySchema,
  veiculoPageSchema,
  veiculoSchema,
} from '@portal/shared/veiculos/schemas';
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
import type { VeiculosService } from './service';

const tags = ['veiculos'];

/**
 * Vehicles (Parametrização > Veículos, route vbauto/veiculos). The spec names the screen only;
 * the calls follow the clients' pattern. Each client's user sees and keeps only its own
 * client's vehicles. No combo: a vehicle is found by chassis, plate or RENAVAM, not chosen
 * from a list.
 */
export const veiculosRoutes: FastifyPluginAsyncZod<{ service: VeiculosService }> = async (
  app,
  { service },
) => {
  app.post(
    '/veiculos/consultar',
    {
      config: { access: 'VEICULO_CONSULTAR' },
      schema: {
        operationId: 'listVeiculos',
        tags,
        summary: 'Lista paginada de veículos (filtros no corpo, paginação e ordenação na query)',
        description:
          'Filtros no corpo, combinados com E; paginação e ordenação na query. Um ' +
          'usuário de cliente só vê os veículos do próprio cliente.',
        querystring: veiculoPageQuerySchema,
        body: veiculoFiltroSchema,
        response: {
          200: answer(veiculoPageSchema, 'Uma página de veículos e o total encontrado.'),
          ...badRequest('Filtro, página, tamanho ou ordenação inválidos.'),
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.post(
    '/veiculos',
    {
      config: { access: 'VEICULO_EDITAR' },
      schema: {
        operationId: 'createVeiculo',
        tags,
        summary: 'Cadastra um veículo (chassi de 17 caracteres, até 21 se remarcado)',
        description:
          'Placa antiga (ABC1234) ou Mercosul (ABC1D23) com a UF; placa e RENAVAM ficam em ' +
          'branco num veículo 0 km. Ano modelo: o de fabricação ou o seguinte. clienteId é ' +
          'obrigatório para a registradora; o usuário de um cliente cadastra para o próprio.',
        body: veiculoInputSchema,
        response: {
          201: answer(veiculoSchema, 'O veículo cadastrado.'),
          ...badRequest(
            'Campo inválido ou ausente; clienteId de um cliente inexistente ou de ' +
              'outro banco. Também marca/modelo inexistente.',
          ),
          ...forbidden('Um usuário de fornecedor não cadastra registros de clientes.'),
          ...conflict(`Este cliente já tem um veículo com este chassi. ${CONCURRENT_CHANGE}`),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/veiculos/:id',
    {
      config: { access: 'VEICULO_CONSULTAR' },
      schema: {
        operationId: 'getVeiculo',
        tags,
        summary: 'Um veículo',
        description: 'Um veículo pelo id, com a marca/modelo e o cliente a que pertence.',
        params: idParamsSchema,
        response: {
          200: answer(veiculoSchema, 'O veículo.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O veículo'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/veiculos/:id',
    {
      config: { access: 'VEICULO_EDITAR' },
      schema: {
        operationId: 'updateVeiculo',
        tags,
        summary: 'Altera um veículo (substituição completa)',
        description:
          'Substitui todos os dados do veículo: os campos ausentes são recusados, não apagados.',
        params: idParamsSchema,
        body: veiculoInputSchema,
        response: {
          200: answer(veiculoSchema, 'O veículo alterado.'),
          ...badRequest(
            'Campo inválido ou ausente; clienteId de um cliente inexistente ou de ' +
              'outro banco. Também marca/modelo inexistente.',
          ),
          ...forbidden('Um usuário de fornecedor não cadastra registros de clientes.'),
          ...notFound('O veículo'),
          ...conflict(`Este cliente já tem um veículo com este chassi. ${CONCURRENT_CHANGE}`),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/veiculos/:id',
    {
      config: { access: 'VEICULO_EDITAR' },
      schema: {
        operationId: 'deleteVeiculo',
        tags,
        summary: 'Exclui um veículo (exclusão lógica)',
        description: 'Exclusão lógica: o veículo deixa de aparecer nas listas.',
        params: idParamsSchema,
        response: {
          204: noContent('Veículo excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O veículo'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
