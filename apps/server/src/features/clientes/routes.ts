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
import { authOf } from '../../lib/auth-context';
import { announcePageCap } from '../../lib/paging';
import type { ClientesService } from './service';
import { idParamsSchema } from '@portal/shared/common/params';
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
import { ACESSO_COMBO_CLIENTES } from '@portal/shared/usuarios/acessos';

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
        operationId: 'listClientes',
        tags,
        summary: 'Lista paginada de clientes (filtros no corpo, paginação e ordenação na query)',
        description:
          'Filtros no corpo (nome: contém, na razão social ou no nome fantasia; ' +
          'cnpj: início; grupo econômico, UF, situação, pré-cadastro), combinados ' +
          'com E; paginação e ordenação na query. Um usuário de cliente só vê o ' +
          'próprio cliente.',
        querystring: clientePageQuerySchema,
        body: clienteFiltroSchema,
        response: {
          200: answer(clientePageSchema, 'Uma página de clientes e o total encontrado.'),
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
    '/clientes/todos',
    {
      config: { access: ACESSO_COMBO_CLIENTES },
      schema: {
        operationId: 'listClientesTodos',
        tags,
        summary: 'Todos os clientes visíveis ao usuário (ativos e inativos)',
        description:
          'Todos os clientes, ativos e inativos, que o usuário da sessão enxerga, sem paginação.',
        response: { 200: answer(z.array(clienteResumoSchema), 'Os clientes visíveis ao usuário.') },
      },
    },
    (request) => service.listAll(authOf(request)),
  );

  app.get(
    '/clientes/todos-combo',
    {
      config: { access: ACESSO_COMBO_CLIENTES },
      schema: {
        operationId: 'listClienteOpcoes',
        tags,
        summary: 'Clientes ativos como opções { id, nomeFantasia }',
        description: 'Os clientes ativos que o usuário da sessão enxerga, como opções de um combo.',
        response: {
          200: answer(z.array(clienteComboSchema), 'As opções, em ordem de nome fantasia.'),
        },
      },
    },
    (request) => service.combo(authOf(request)),
  );

  app.post(
    '/clientes',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_EDITAR' },
      schema: {
        operationId: 'createCliente',
        tags,
        summary: 'Cadastra um cliente (CNPJ numérico ou alfanumérico)',
        description:
          'Cadastra uma instituição financeira. Sem grupo econômico, ' +
          'vbDetransAtivo, vbPagueAtivo e serasaHubAtivo, o cliente nasce sem ' +
          'grupo, com as funcionalidades desligadas e ativo.',
        body: clienteInputSchema,
        response: {
          201: answer(clienteSchema, 'O cliente cadastrado.'),
          ...badRequest('Campo inválido ou ausente, ou grupoEconomicoId inexistente.'),
          ...forbidden('Só a registradora cadastra clientes.'),
          ...conflict(`Já existe um cliente com este CNPJ. ${CONCURRENT_CHANGE}`),
        },
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
        operationId: 'getCliente',
        tags,
        summary: 'Um cliente',
        description:
          'O cadastro completo de um cliente, com o endereço, o grupo econômico e ' +
          'as funcionalidades.',
        params: idParamsSchema,
        response: {
          200: answer(clienteSchema, 'O cliente.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O cliente'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/clientes/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_EDITAR' },
      schema: {
        operationId: 'updateCliente',
        tags,
        summary: 'Altera um cliente (substituição completa: todos os campos são obrigatórios)',
        description:
          'Um usuário do próprio cliente pode corrigir o cadastro, mas não o CNPJ, a razão ' +
          'social, as funcionalidades, o grupo econômico nem a situação (403).',
        params: idParamsSchema,
        body: clienteUpdateSchema,
        response: {
          200: answer(clienteSchema, 'O cliente alterado.'),
          ...badRequest('Campo inválido ou ausente, ou grupoEconomicoId inexistente.'),
          ...forbidden(
            'Um usuário do próprio cliente não altera CNPJ, razão social, ' +
              'funcionalidades, grupo econômico nem situação.',
          ),
          ...notFound('O cliente'),
          ...conflict(`Já existe um cliente com este CNPJ. ${CONCURRENT_CHANGE}`),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/clientes/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_EDITAR' },
      schema: {
        operationId: 'deleteCliente',
        tags,
        summary: 'Exclui um cliente (lógica; recusada enquanto usuários ou agentes o referenciam)',
        description:
          'Exclusão lógica: o CNPJ fica livre para um novo cadastro. Os usuários ' +
          'pré-cadastrados do cliente também são removidos.',
        params: idParamsSchema,
        response: {
          204: noContent('Cliente excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('Só a registradora exclui clientes.'),
          ...notFound('O cliente'),
          ...conflict(
            'Usuários ou agentes financeiros ainda referenciam o cliente (a mensagem diz quais).',
          ),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
