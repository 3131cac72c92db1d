import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  marcaModeloComboQuerySchema,
  marcaModeloFiltroSchema,
  marcaModeloInputSchema,
  marcaModeloPageQuerySchema,
  marcaModeloPageSchema,
  marcaModeloSchema,
} from '@portal/shared/marcas-modelos/schemas';
import { marcaModeloComboSchema } from '@portal/shared/common/opcoes';
import { authOf } from '../../lib/auth-context';
import { answer, badRequest, conflict, noContent, notFound } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import { noContentAfter } from '../../lib/routes';
import type { MarcasModelosService } from './service';

const tags = ['marcas-modelos'];

/**
 * The brand/model catalogue (Parametrização > Marca / Modelo, route vbauto/marca-modelo): the
 * RENAVAM brand/model codes every vehicle points at. Everyone logged in reads it (the
 * contract and vehicle forms choose from it); the registradora's parametrization maintains it.
 */
export const marcasModelosRoutes: FastifyPluginAsyncZod<{ service: MarcasModelosService }> = async (
  app,
  { service },
) => {
  app.post(
    '/marcas-modelos/consultar',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listMarcasModelos',
        tags,
        summary:
          'Lista paginada de marcas/modelos (filtros no corpo, paginação e ordenação na query)',
        description:
          'Filtros no corpo (código, marca, modelo, situação), combinados com E; ' +
          'paginação e ordenação na query.',
        querystring: marcaModeloPageQuerySchema,
        body: marcaModeloFiltroSchema,
        response: {
          200: answer(marcaModeloPageSchema, 'Uma página de marcas/modelos e o total encontrado.'),
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
    '/marcas-modelos/todos-combo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listMarcaModeloOpcoes',
        tags,
        summary: 'Marcas/modelos ativas como opções (até 50; ?busca= por código ou nome)',
        description:
          'As marcas/modelos ativas como opções de um combo: até 50, filtradas ' +
          'por código ou nome (busca).',
        querystring: marcaModeloComboQuerySchema,
        response: {
          200: answer(z.array(marcaModeloComboSchema), 'Até 50 opções.'),
          ...badRequest('busca longa demais.'),
        },
      },
    },
    (request) => service.combo(request.query.busca),
  );

  app.post(
    '/marcas-modelos',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        operationId: 'createMarcaModelo',
        tags,
        summary: 'Cadastra uma marca/modelo (código RENAVAM único)',
        description:
          'Cadastra uma marca/modelo do catálogo da registradora; o código RENAVAM é único.',
        body: marcaModeloInputSchema,
        response: {
          201: answer(marcaModeloSchema, 'A marca/modelo cadastrada.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...conflict('Já existe uma marca/modelo com este código RENAVAM.'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/marcas-modelos/:id',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'getMarcaModelo',
        tags,
        summary: 'Uma marca/modelo',
        description: 'Uma marca/modelo pelo id.',
        params: idParamsSchema,
        response: {
          200: answer(marcaModeloSchema, 'A marca/modelo.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('A marca/modelo'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/marcas-modelos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        operationId: 'updateMarcaModelo',
        tags,
        summary: 'Altera uma marca/modelo (substituição completa)',
        description: 'Substitui todos os dados da marca/modelo.',
        params: idParamsSchema,
        body: marcaModeloInputSchema,
        response: {
          200: answer(marcaModeloSchema, 'A marca/modelo alterada.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...notFound('A marca/modelo'),
          ...conflict('Já existe uma marca/modelo com este código RENAVAM.'),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/marcas-modelos/:id',
    {
      config: { access: 'ADMINISTRACAO_PARAMETRIZACAO' },
      schema: {
        operationId: 'deleteMarcaModelo',
        tags,
        summary: 'Exclui uma marca/modelo (recusado enquanto veículos a utilizam)',
        description: 'Exclusão lógica; recusada enquanto algum veículo usar a marca/modelo.',
        params: idParamsSchema,
        response: {
          204: noContent('Marca/modelo excluída.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('A marca/modelo'),
          ...conflict('Veículos ainda usam a marca/modelo.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
