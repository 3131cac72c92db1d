import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageSchema } from '@portal/shared/common/paging';
import {
  servicoCreateSchema,
  servicoDetranInputSchema,
  servicoDetranSchema,
  servicoDetranUpdateSchema,
  servicoParamsSchema,
  servicoSchema,
  servicosDetranQuerySchema,
  servicosQuerySchema,
  servicoUpdateSchema,
} from '@portal/shared/servicos/schemas';
import { authOf } from '../../lib/auth-context';
import { announcePageCap } from '../../lib/paging';
import type { ServicosService } from './service';
import { idParamsSchema } from '@portal/shared/common/params';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';

const PRECO_DESCRIPTION =
  'Preço que um Detran (ou outro destino) cobra por um tipo de serviço, vigente de ' +
  'vigenciaInicio até vigenciaFim (aberta quando nula), datas YYYY-MM-DD. valor é uma string ' +
  'decimal com ponto e até 2 casas ("85.90"), nunca um número de ponto flutuante; numeric(12,2) ' +
  'no banco. Os períodos [vigenciaInicio, vigenciaFim] de um fornecedor para um mesmo serviço ' +
  'não se sobrepõem (409 dizendo com qual período colide): em cada dia vale um só preço.';

/**
 * Service types (servico) and what each Detran charges for them (servico-detran). The spec
 * names the screens but not the calls: these REST paths are ours, described in /api/docs.
 */
export const servicosRoutes: FastifyPluginAsyncZod<{ service: ServicosService }> = async (
  app,
  { service },
) => {
  app.get(
    '/servicos',
    {
      config: { access: 'SERVICO_CLIENTE_CONSULTAR' },
      schema: {
        tags: ['servicos'],
        security: BEARER_SECURITY,
        summary: 'Tipos de serviço (códigos do §9: 14 credenciamento, 15 renovação...), paginados',
        description:
          'Query: nome (contém), ativo (true|false), page, size (até 100), sort=codigo|nome,asc|desc.',
        querystring: servicosQuerySchema,
        response: { 200: pageSchema(servicoSchema), ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      const { nome, ativo } = request.query;
      return service.listServicos({ nome, ativo }, request.query);
    },
  );

  app.get(
    '/servicos/:codigo',
    {
      config: { access: 'SERVICO_CLIENTE_CONSULTAR' },
      schema: {
        tags: ['servicos'],
        security: BEARER_SECURITY,
        summary: 'Um tipo de serviço pelo código',
        params: servicoParamsSchema,
        response: { 200: servicoSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.getServico(request.params.codigo),
  );

  app.post(
    '/servicos',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        tags: ['servicos'],
        security: BEARER_SECURITY,
        summary: 'Cadastra um tipo de serviço (código único)',
        body: servicoCreateSchema,
        response: { 201: servicoSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createServico(authOf(request), request.body)),
  );

  app.put(
    '/servicos/:codigo',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        tags: ['servicos'],
        security: BEARER_SECURITY,
        summary:
          'Altera nome, descrição e situação de um tipo de serviço (todos obrigatórios; o código não muda)',
        params: servicoParamsSchema,
        body: servicoUpdateSchema,
        response: { 200: servicoSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.updateServico(authOf(request), request.params.codigo, request.body),
  );

  app.delete(
    '/servicos/:codigo',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        tags: ['servicos'],
        security: BEARER_SECURITY,
        summary:
          'Exclui um tipo de serviço; 409 se for dado de referência ou se houver preços dele',
        params: servicoParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await service.deleteServico(authOf(request), request.params.codigo);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/servicos-detran',
    {
      config: { access: 'SERVICO_CLIENTE_CONSULTAR' },
      schema: {
        tags: ['servicos-detran'],
        security: BEARER_SECURITY,
        summary: 'Preços dos Detrans por tipo de serviço, paginados',
        description:
          `${PRECO_DESCRIPTION} Query: fornecedorId, uf, tipoServico, vigenteEm (YYYY-MM-DD), ` +
          'page, size (até 100), sort=uf|tipoServico|vigenciaInicio|valor,asc|desc.',
        querystring: servicosDetranQuerySchema,
        response: { 200: pageSchema(servicoDetranSchema), ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      const { fornecedorId, uf, tipoServico, vigenteEm } = request.query;
      return service.listPrecos(
        authOf(request),
        { fornecedorId, uf, tipoServico, vigenteEm },
        request.query,
      );
    },
  );

  app.get(
    '/servicos-detran/:id',
    {
      config: { access: 'SERVICO_CLIENTE_CONSULTAR' },
      schema: {
        tags: ['servicos-detran'],
        security: BEARER_SECURITY,
        summary: 'Um preço',
        description: PRECO_DESCRIPTION,
        params: idParamsSchema,
        response: { 200: servicoDetranSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.getPreco(authOf(request), request.params.id),
  );

  app.post(
    '/servicos-detran',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        tags: ['servicos-detran'],
        security: BEARER_SECURITY,
        summary: 'Cadastra o preço de um serviço para um Detran',
        description: PRECO_DESCRIPTION,
        body: servicoDetranInputSchema,
        response: { 201: servicoDetranSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createPreco(authOf(request), request.body)),
  );

  app.put(
    '/servicos-detran/:id',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        tags: ['servicos-detran'],
        security: BEARER_SECURITY,
        summary: 'Altera um preço (substituição completa: vigenciaFim obrigatória, null = aberta)',
        description: PRECO_DESCRIPTION,
        params: idParamsSchema,
        body: servicoDetranUpdateSchema,
        response: { 200: servicoDetranSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.updatePreco(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/servicos-detran/:id',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        tags: ['servicos-detran'],
        security: BEARER_SECURITY,
        summary: 'Exclui (logicamente) um preço: as taxas já cobradas guardam o seu valor',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await service.removePreco(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
