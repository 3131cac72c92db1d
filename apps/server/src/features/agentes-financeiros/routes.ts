import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agenteFinanceiroClienteSchema,
  agenteFinanceiroCreateSchema,
  agenteFinanceiroFiltroSchema,
  agenteFinanceiroInputSchema,
  agenteFinanceiroOpcaoSchema,
  agenteFinanceiroPageQuerySchema,
  agenteFinanceiroPageSchema,
  agenteFinanceiroSchema,
  associacaoParamsSchema,
  clientesListaSchema,
  cnpjParamsSchema,
  credorFormSchema,
} from '@portal/shared/agentes-financeiros/schemas';
import { idParamsSchema } from '@portal/shared/common/params';
import { authOf } from '../../lib/auth-context';
import { announcePageCap } from '../../lib/paging';
import type { AgentesFinanceirosService } from './service';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';

const tags = ['agentesFinanceiros'];
const emptyFiltro = {};

/**
 * Financial agents, spec §7 (paths exactly as there), plus the administration calls the spec
 * leaves open: consultar, create, edit, delete, associate and dissociate. The lookups the
 * forms use need only a session; every read is tenant-scoped in the repository.
 */
export const agentesFinanceirosRoutes: FastifyPluginAsyncZod<{
  service: AgentesFinanceirosService;
}> = async (app, { service }) => {
  app.get(
    '/agentesFinanceiros',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Agentes financeiros visíveis ao usuário, paginados',
        querystring: agenteFinanceiroPageQuerySchema,
        response: { 200: agenteFinanceiroPageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), emptyFiltro, request.query);
    },
  );

  app.post(
    '/agentesFinanceiros/consultar',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Lista paginada de agentes financeiros (filtros no corpo, paginação na query)',
        querystring: agenteFinanceiroPageQuerySchema,
        body: agenteFinanceiroFiltroSchema,
        response: { 200: agenteFinanceiroPageSchema, ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/agentesFinanceiros/clientes/:id',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Os agentes financeiros de um cliente (com o agenteFinanceiroClienteId)',
        params: idParamsSchema,
        response: { 200: z.array(agenteFinanceiroOpcaoSchema), ...ERROR_RESPONSES },
      },
    },
    (request) => service.ofCliente(authOf(request), request.params.id),
  );

  app.post(
    '/agentesFinanceiros/clientesLista',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Os agentes financeiros de uma lista de clientes (corpo: lista de ids)',
        body: clientesListaSchema,
        response: { 200: z.array(agenteFinanceiroOpcaoSchema), ...ERROR_RESPONSES },
      },
    },
    (request) => service.ofClientes(authOf(request), request.body),
  );

  app.get(
    '/agentesFinanceiros/agenteID/:id',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Um agente financeiro, com os clientes a que está associado',
        params: idParamsSchema,
        response: { 200: agenteFinanceiroSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.get(
    '/agentesFinanceiros/cnpj/:cnpj',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'O agente financeiro de um CNPJ (numérico ou alfanumérico, com ou sem pontos)',
        params: cnpjParamsSchema,
        response: { 200: agenteFinanceiroSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.getByCnpj(authOf(request), request.params.cnpj),
  );

  app.get(
    '/form/agenteFinanceiro/detran/:id',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'A seção credor do formulário de contrato, a partir do agente financeiro',
        params: idParamsSchema,
        response: { 200: credorFormSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.credorForm(authOf(request), request.params.id),
  );

  app.post(
    '/agentesFinanceiros',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um agente financeiro e o associa aos clientes indicados',
        body: agenteFinanceiroCreateSchema,
        response: { 201: agenteFinanceiroSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.put(
    '/agentesFinanceiros/:id',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Altera os dados de um agente financeiro (substituição completa: todos os campos são obrigatórios; as associações não mudam)',
        params: idParamsSchema,
        body: agenteFinanceiroInputSchema,
        response: { 200: agenteFinanceiroSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/agentesFinanceiros/:id',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exclui um agente financeiro (lógica; recusada enquanto associado a clientes)',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/agentesFinanceiros/:id/clientes/:clienteId',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Associa o agente financeiro a um cliente (idempotente)',
        params: associacaoParamsSchema,
        response: { 200: agenteFinanceiroClienteSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.associate(authOf(request), request.params.id, request.params.clienteId),
  );

  app.delete(
    '/agentesFinanceiros/:id/clientes/:clienteId',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Desassocia o agente financeiro de um cliente',
        params: associacaoParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await service.dissociate(authOf(request), request.params.id, request.params.clienteId);
      return reply.status(204).send(null);
    },
  );
};
