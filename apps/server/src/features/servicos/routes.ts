import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  servicoCreateSchema,
  servicoDetranInputSchema,
  servicoDetranPageSchema,
  servicoDetranSchema,
  servicoDetranUpdateSchema,
  servicoPageSchema,
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
import {
  CONCURRENT_CHANGE,
  answer,
  badRequest,
  conflict,
  noContent,
  notFound,
} from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';

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
        operationId: 'listServicos',
        tags: ['servicos'],
        summary: 'Tipos de serviço (códigos do §9: 14 credenciamento, 15 renovação...), paginados',
        description:
          'Query: nome (contém), ativo (true|false), page, size (até 100), ' +
          'sort=codigo|nome,asc|desc.',
        querystring: servicosQuerySchema,
        response: {
          200: answer(servicoPageSchema, 'Uma página de tipos de serviço e o total encontrado.'),
          ...badRequest('Filtro, página, tamanho ou ordenação inválidos na query.'),
        },
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
        operationId: 'getServico',
        tags: ['servicos'],
        summary: 'Um tipo de serviço pelo código',
        description: 'Um tipo de serviço pelo seu código numérico.',
        params: servicoParamsSchema,
        response: {
          200: answer(servicoSchema, 'O tipo de serviço.'),
          ...badRequest('O código não é um número inteiro positivo.'),
          ...notFound('O tipo de serviço'),
        },
      },
    },
    (request) => service.getServico(request.params.codigo),
  );

  app.post(
    '/servicos',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        operationId: 'createServico',
        tags: ['servicos'],
        summary: 'Cadastra um tipo de serviço (código único)',
        description: 'Cadastra um tipo de serviço; o código é único e não muda depois.',
        body: servicoCreateSchema,
        response: {
          201: answer(servicoSchema, 'O tipo de serviço cadastrado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...conflict('Já existe um tipo de serviço com este código.'),
        },
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
        operationId: 'updateServico',
        tags: ['servicos'],
        summary:
          'Altera nome, descrição e situação de um tipo de serviço (todos ' +
          'obrigatórios; o código não muda)',
        description: 'Substitui o nome, a descrição e a situação; o código não muda.',
        params: servicoParamsSchema,
        body: servicoUpdateSchema,
        response: {
          200: answer(servicoSchema, 'O tipo de serviço alterado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...notFound('O tipo de serviço'),
        },
      },
    },
    (request) => service.updateServico(authOf(request), request.params.codigo, request.body),
  );

  app.delete(
    '/servicos/:codigo',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        operationId: 'deleteServico',
        tags: ['servicos'],
        summary:
          'Exclui um tipo de serviço; 409 se for dado de referência ou se houver preços dele',
        description:
          'Exclui um tipo de serviço que não seja dado de referência e não tenha preços.',
        params: servicoParamsSchema,
        response: {
          204: noContent('Tipo de serviço excluído.'),
          ...badRequest('O código não é um número inteiro positivo.'),
          ...notFound('O tipo de serviço'),
          ...conflict(
            'O tipo de serviço é dado de referência do sistema ou tem preços cadastrados.',
          ),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.deleteServico(authOf(request), request.params.codigo)),
  );

  app.get(
    '/servicos-detran',
    {
      config: { access: 'SERVICO_CLIENTE_CONSULTAR' },
      schema: {
        operationId: 'listPrecos',
        tags: ['servicos-detran'],
        summary: 'Preços dos Detrans por tipo de serviço, paginados',
        description:
          `${PRECO_DESCRIPTION} Query: fornecedorId, uf, tipoServico, vigenteEm (YYYY-MM-DD), ` +
          'page, size (até 100), sort=uf|tipoServico|vigenciaInicio|valor,asc|desc.',
        querystring: servicosDetranQuerySchema,
        response: {
          200: answer(servicoDetranPageSchema, 'Uma página de preços e o total encontrado.'),
          ...badRequest('Filtro, página, tamanho ou ordenação inválidos na query.'),
        },
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
        operationId: 'getPreco',
        tags: ['servicos-detran'],
        summary: 'Um preço',
        description: PRECO_DESCRIPTION,
        params: idParamsSchema,
        response: {
          200: answer(servicoDetranSchema, 'O preço.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O preço'),
        },
      },
    },
    (request) => service.getPreco(authOf(request), request.params.id),
  );

  app.post(
    '/servicos-detran',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        operationId: 'createPreco',
        tags: ['servicos-detran'],
        summary: 'Cadastra o preço de um serviço para um Detran',
        description: PRECO_DESCRIPTION,
        body: servicoDetranInputSchema,
        response: {
          201: answer(servicoDetranSchema, 'O preço cadastrado.'),
          ...badRequest(
            'Campo inválido ou ausente, fornecedorId ou tipoServico inexistente, ou ' +
              'fim antes do início.',
          ),
          ...conflict(
            'O período de vigência se sobrepõe ao de outro preço do mesmo serviço e fornecedor ' +
              `(a mensagem diz qual). ${CONCURRENT_CHANGE}`,
          ),
        },
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
        operationId: 'updatePreco',
        tags: ['servicos-detran'],
        summary: 'Altera um preço (substituição completa: vigenciaFim obrigatória, null = aberta)',
        description: PRECO_DESCRIPTION,
        params: idParamsSchema,
        body: servicoDetranUpdateSchema,
        response: {
          200: answer(servicoDetranSchema, 'O preço alterado.'),
          ...badRequest(
            'Campo inválido ou ausente, fornecedorId ou tipoServico inexistente, ou ' +
              'fim antes do início.',
          ),
          ...notFound('O preço'),
          ...conflict(
            'O período de vigência se sobrepõe ao de outro preço do mesmo serviço e fornecedor ' +
              `(a mensagem diz qual). ${CONCURRENT_CHANGE}`,
          ),
        },
      },
    },
    (request) => service.updatePreco(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/servicos-detran/:id',
    {
      config: { access: 'SERVICO_CLIENTE_EDITAR' },
      schema: {
        operationId: 'deletePreco',
        tags: ['servicos-detran'],
        summary: 'Exclui (logicamente) um preço: as taxas já cobradas guardam o seu valor',
        description: 'Exclusão lógica: as taxas já cobradas guardam o valor que tinham.',
        params: idParamsSchema,
        response: {
          204: noContent('Preço excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O preço'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.removePreco(authOf(request), request.params.id)),
  );
};
