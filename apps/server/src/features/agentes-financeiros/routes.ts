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
import {
  CONCURRENT_CHANGE,
  answer,
  badRequest,
  conflict,
  forbidden,
  noContent,
  notFound,
} from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';
import { ACESSO_AGENTES_FINANCEIROS } from '@portal/shared/usuarios/acessos';

const tags = ['agentes-financeiros'];
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
      config: { access: ACESSO_AGENTES_FINANCEIROS },
      schema: {
        operationId: 'listAgentesFinanceirosVisiveis',
        tags,
        summary: 'Agentes financeiros visíveis ao usuário, paginados',
        description:
          'Os agentes financeiros associados aos clientes que o usuário da sessão ' +
          'enxerga, sem filtros; paginação e ordenação na query.',
        querystring: agenteFinanceiroPageQuerySchema,
        response: {
          200: answer(
            agenteFinanceiroPageSchema,
            'Uma página de agentes financeiros e o total encontrado.',
          ),
          ...badRequest('Filtro, página, tamanho ou ordenação inválidos na query.'),
        },
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
        operationId: 'listAgentesFinanceiros',
        tags,
        summary: 'Lista paginada de agentes financeiros (filtros no corpo, paginação na query)',
        description:
          'Filtros no corpo (nome, CNPJ, cliente, UF, situação), combinados com ' +
          'E; paginação e ordenação na query.',
        querystring: agenteFinanceiroPageQuerySchema,
        body: agenteFinanceiroFiltroSchema,
        response: {
          200: answer(
            agenteFinanceiroPageSchema,
            'Uma página de agentes financeiros e o total encontrado.',
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
    '/agentesFinanceiros/clientes/:id',
    {
      config: { access: ACESSO_AGENTES_FINANCEIROS },
      schema: {
        operationId: 'listAgentesFinanceirosDoCliente',
        tags,
        summary: 'Os agentes financeiros de um cliente (com o agenteFinanceiroClienteId)',
        description:
          'Os agentes financeiros ativos associados a um cliente, cada um com o ' +
          'id da associação (agenteFinanceiroClienteId) que o contrato ' +
          'referencia.',
        params: idParamsSchema,
        response: {
          200: answer(
            z.array(agenteFinanceiroOpcaoSchema),
            'Os agentes financeiros do cliente, como opções.',
          ),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O cliente'),
        },
      },
    },
    (request) => service.ofCliente(authOf(request), request.params.id),
  );

  app.post(
    '/agentesFinanceiros/clientesLista',
    {
      config: { access: ACESSO_AGENTES_FINANCEIROS },
      schema: {
        operationId: 'listAgentesFinanceirosDosClientes',
        tags,
        summary: 'Os agentes financeiros de uma lista de clientes (corpo: lista de ids)',
        description:
          'Como a consulta por cliente, para vários clientes de uma vez; ids de ' +
          'clientes que o usuário não enxerga são ignorados.',
        body: clientesListaSchema,
        response: {
          200: answer(
            z.array(agenteFinanceiroOpcaoSchema),
            'Os agentes financeiros dos clientes, como opções.',
          ),
          ...badRequest('O corpo não é uma lista de uuids.'),
        },
      },
    },
    (request) => service.ofClientes(authOf(request), request.body),
  );

  app.get(
    '/agentesFinanceiros/agenteID/:id',
    {
      config: { access: ACESSO_AGENTES_FINANCEIROS },
      schema: {
        operationId: 'getAgenteFinanceiro',
        tags,
        summary: 'Um agente financeiro, com os clientes a que está associado',
        description:
          'Um agente financeiro pelo id, com os clientes a que está associado (os ' +
          'visíveis ao usuário).',
        params: idParamsSchema,
        response: {
          200: answer(agenteFinanceiroSchema, 'O agente financeiro e os clientes associados.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O agente financeiro'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.get(
    '/agentesFinanceiros/cnpj/:cnpj',
    {
      config: { access: ACESSO_AGENTES_FINANCEIROS },
      schema: {
        operationId: 'getAgenteFinanceiroPorCnpj',
        tags,
        summary: 'O agente financeiro de um CNPJ (numérico ou alfanumérico, com ou sem pontos)',
        description:
          'Um agente financeiro pelo CNPJ, com ou sem máscara, numérico ou alfanumérico.',
        params: cnpjParamsSchema,
        response: {
          200: answer(agenteFinanceiroSchema, 'O agente financeiro e os clientes associados.'),
          ...badRequest('O CNPJ é inválido.'),
          ...notFound('O agente financeiro deste CNPJ'),
        },
      },
    },
    (request) => service.getByCnpj(authOf(request), request.params.cnpj),
  );

  app.get(
    '/form/agenteFinanceiro/detran/:id',
    {
      config: { access: ['CONTRATO_REGISTRAR', 'CONTRATO_EDITAR'] },
      schema: {
        operationId: 'getCredorDoAgenteFinanceiro',
        tags,
        summary: 'A seção credor do formulário de contrato, a partir do agente financeiro',
        description:
          'Os dados do credor de um contrato a partir do agente financeiro: nome, ' +
          'CNPJ, endereço com o município IBGE e o telefone separado em DDD e ' +
          'número.',
        params: idParamsSchema,
        response: {
          200: answer(credorFormSchema, 'A seção credor preenchida.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O agente financeiro'),
        },
      },
    },
    (request) => service.credorForm(authOf(request), request.params.id),
  );

  app.post(
    '/agentesFinanceiros',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        operationId: 'createAgenteFinanceiro',
        tags,
        summary: 'Cadastra um agente financeiro e o associa aos clientes indicados',
        description:
          'Cadastra um agente financeiro e o associa, na mesma transação, aos ' +
          'clientes de clienteIds.',
        body: agenteFinanceiroCreateSchema,
        response: {
          201: answer(agenteFinanceiroSchema, 'O agente financeiro cadastrado.'),
          ...badRequest(
            'Campo inválido ou ausente, ou clienteIds com um cliente inexistente ou não visível.',
          ),
          ...conflict(`Já existe um agente financeiro com este CNPJ. ${CONCURRENT_CHANGE}`),
        },
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
        operationId: 'updateAgenteFinanceiro',
        tags,
        summary:
          'Altera os dados de um agente financeiro (substituição completa: todos ' +
          'os campos são obrigatórios; as associações não mudam)',
        description:
          'Substitui os dados do agente financeiro (todos os campos ' +
          'obrigatórios); as associações com clientes não mudam.',
        params: idParamsSchema,
        body: agenteFinanceiroInputSchema,
        response: {
          200: answer(agenteFinanceiroSchema, 'O agente financeiro alterado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...forbidden(
            'Um usuário de cliente não altera o CNPJ nem a situação do agente financeiro.',
          ),
          ...notFound('O agente financeiro'),
          ...conflict(`Já existe um agente financeiro com este CNPJ. ${CONCURRENT_CHANGE}`),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/agentesFinanceiros/:id',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        operationId: 'deleteAgenteFinanceiro',
        tags,
        summary: 'Exclui um agente financeiro (lógica; recusada enquanto associado a clientes)',
        description:
          'Exclusão lógica; recusada enquanto o agente estiver associado a algum cliente.',
        params: idParamsSchema,
        response: {
          204: noContent('Agente financeiro excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O agente financeiro'),
          ...conflict('O agente financeiro ainda está associado a clientes.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );

  app.post(
    '/agentesFinanceiros/:id/clientes/:clienteId',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        operationId: 'associateAgenteFinanceiroCliente',
        tags,
        summary: 'Associa o agente financeiro a um cliente (idempotente)',
        description:
          'Associa o agente financeiro ao cliente; repetir a chamada devolve a mesma associação.',
        params: associacaoParamsSchema,
        response: {
          200: answer(agenteFinanceiroClienteSchema, 'A associação (nova ou a já existente).'),
          ...badRequest('Um dos ids não é um uuid.'),
          ...notFound('O agente financeiro ou o cliente'),
          ...conflict(
            `Associação alterada ao mesmo tempo por outra requisição. ${CONCURRENT_CHANGE}`,
          ),
        },
      },
    },
    (request) => service.associate(authOf(request), request.params.id, request.params.clienteId),
  );

  app.delete(
    '/agentesFinanceiros/:id/clientes/:clienteId',
    {
      config: { access: 'ADMINISTRACAO_AGENTES_FINANCEIROS_EDITAR' },
      schema: {
        operationId: 'dissociateAgenteFinanceiroCliente',
        tags,
        summary: 'Desassocia o agente financeiro de um cliente',
        description: 'Desfaz a associação entre o agente financeiro e o cliente.',
        params: associacaoParamsSchema,
        response: {
          204: noContent('Associação desfeita.'),
          ...badRequest('Um dos ids não é um uuid.'),
          ...notFound('O agente financeiro, o cliente ou a associação'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.dissociate(authOf(request), request.params.id, request.params.clienteId),
      ),
  );
};
