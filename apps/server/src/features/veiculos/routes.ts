import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  veiculoFiltroSchema,
  veiculoInputSchema,
  veiculoPageQuerySchema,
  veiculoPageSchema,
  veiculoSchema,
} from '@portal/shared/veiculos/schemas';
import { authOf } from '../../lib/auth-context';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
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
        tags,
        security: BEARER_SECURITY,
        summary: 'Lista paginada de veículos (filtros no corpo, paginação e ordenação na query)',
        querystring: veiculoPageQuerySchema,
        body: veiculoFiltroSchema,
        response: { 200: veiculoPageSchema, ...ERROR_RESPONSES },
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
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um veículo (chassi de 17 caracteres, até 21 se remarcado)',
        description:
          'Placa antiga (ABC1234) ou Mercosul (ABC1D23) com a UF; placa e RENAVAM ficam em ' +
          'branco num veículo 0 km. Ano modelo: o de fabricação ou o seguinte. clienteId é ' +
          'obrigatório para a registradora; o usuário de um cliente cadastra para o próprio.',
        body: veiculoInputSchema,
        response: { 201: veiculoSchema, ...ERROR_RESPONSES },
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
        tags,
        security: BEARER_SECURITY,
        summary: 'Um veículo',
        params: idParamsSchema,
        response: { 200: veiculoSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/veiculos/:id',
    {
      config: { access: 'VEICULO_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Altera um veículo (substituição completa)',
        params: idParamsSchema,
        body: veiculoInputSchema,
        response: { 200: veiculoSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/veiculos/:id',
    {
      config: { access: 'VEICULO_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui um veículo (exclusão lógica)',
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
