import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  grupoEconomicoComboSchema,
  grupoEconomicoFiltroSchema,
  grupoEconomicoInputSchema,
  grupoEconomicoUpdateSchema,
  grupoEconomicoPageQuerySchema,
  grupoEconomicoPageSchema,
  grupoEconomicoSchema,
} from '@portal/shared/grupos-economicos/schemas';
import { authOf } from '../../lib/auth-context';
import { announcePageCap } from '../../lib/paging';
import type { GruposEconomicosService } from './service';
import { answer, badRequest, conflict, noContent, notFound } from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';
import { ACESSO_COMBO_GRUPOS_ECONOMICOS } from '@portal/shared/usuarios/acessos';

const tags = ['grupos-economicos'];

/**
 * Economic groups (Parametrização > Grupos Econômicos, route vbauto/grupo-economico). The
 * spec names the screen only; the calls follow the clients' pattern.
 */
export const gruposEconomicosRoutes: FastifyPluginAsyncZod<{
  service: GruposEconomicosService;
}> = async (app, { service }) => {
  app.post(
    '/grupos-economicos/consultar',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_CONSULTAR' },
      schema: {
        operationId: 'listGruposEconomicos',
        tags,
        summary: 'Lista paginada de grupos econômicos (filtros no corpo, paginação na query)',
        description: 'Filtros no corpo (nome: contém; situação); paginação e ordenação na query.',
        querystring: grupoEconomicoPageQuerySchema,
        body: grupoEconomicoFiltroSchema,
        response: {
          200: answer(
            grupoEconomicoPageSchema,
            'Uma página de grupos econômicos e o total encontrado.',
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
    '/grupos-economicos/todos-combo',
    {
      config: { access: ACESSO_COMBO_GRUPOS_ECONOMICOS },
      schema: {
        operationId: 'listGrupoEconomicoOpcoes',
        tags,
        summary: 'Grupos econômicos ativos como opções { id, nome }',
        description: 'Os grupos econômicos ativos como opções de um combo.',
        response: {
          200: answer(z.array(grupoEconomicoComboSchema), 'As opções, em ordem de nome.'),
        },
      },
    },
    (request) => service.combo(authOf(request)),
  );

  app.post(
    '/grupos-economicos',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        operationId: 'createGrupoEconomico',
        tags,
        summary: 'Cadastra um grupo econômico',
        description: 'Cadastra um grupo econômico; o nome é único.',
        body: grupoEconomicoInputSchema,
        response: {
          201: answer(grupoEconomicoSchema, 'O grupo econômico cadastrado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...conflict('Já existe um grupo econômico com este nome.'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/grupos-economicos/:id',
    {
      config: { access: 'ADMINISTRACAO_CLIENTES_CONSULTAR' },
      schema: {
        operationId: 'getGrupoEconomico',
        tags,
        summary: 'Um grupo econômico',
        description: 'Um grupo econômico pelo id.',
        params: idParamsSchema,
        response: {
          200: answer(grupoEconomicoSchema, 'O grupo econômico.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O grupo econômico'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/grupos-economicos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        operationId: 'updateGrupoEconomico',
        tags,
        summary:
          'Altera um grupo econômico (substituição completa: todos os campos são obrigatórios)',
        description: 'Substitui os dados do grupo econômico: todos os campos são obrigatórios.',
        params: idParamsSchema,
        body: grupoEconomicoUpdateSchema,
        response: {
          200: answer(grupoEconomicoSchema, 'O grupo econômico alterado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...notFound('O grupo econômico'),
          ...conflict('Já existe um grupo econômico com este nome.'),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/grupos-economicos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        operationId: 'deleteGrupoEconomico',
        tags,
        summary: 'Exclui um grupo econômico (recusado enquanto houver clientes nele)',
        description: 'Exclusão lógica; recusada enquanto algum cliente pertencer ao grupo.',
        params: idParamsSchema,
        response: {
          204: noContent('Grupo econômico excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O grupo econômico'),
          ...conflict('Ainda há clientes no grupo econômico.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
