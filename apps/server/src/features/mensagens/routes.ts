import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  mensagemFiltroSchema,
  mensagemInputSchema,
  mensagemPageQuerySchema,
  mensagemPageSchema,
  mensagemSchema,
  notificacoesSchema,
} from '@portal/shared/mensagens/schemas';
import { authOf } from '../../lib/auth-context';
import { answer, badRequest, forbidden, noContent, notFound } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import { noContentAfter } from '../../lib/routes';
import type { MensagensService } from './service';

const tags = ['mensagens'];

const ESCOPO =
  'Um administrador de cliente só vê e altera as mensagens que publicou para o próprio ' +
  'cliente; o id de outra responde 404.';

/**
 * Administrative messages (spec §2.4 administrativo/mensagem) under MENSAGEM_EDITAR, and the
 * top bar's notifications, which every logged-in user reads: a message addressed to all users
 * reaches profiles that hold no message permission.
 */
export const mensagensRoutes: FastifyPluginAsyncZod<{ service: MensagensService }> = async (
  app,
  { service },
) => {
  app.get(
    '/mensagens/notificacoes',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listNotificacoes',
        tags,
        summary: 'As mensagens em vigor destinadas ao usuário da sessão e quantas não leu',
        description:
          'As mensagens cujo período inclui agora e que se destinam a todos, ao perfil do ' +
          'usuário ou ao seu cliente, das mais novas, com o estado de leitura do usuário.',
        response: { 200: answer(notificacoesSchema, 'As notificações.') },
      },
    },
    (request) => service.notificacoes(authOf(request)),
  );

  app.post(
    '/mensagens/lidas',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'markTodasMensagensLidas',
        tags,
        summary: 'Marca como lidas todas as mensagens em vigor do usuário da sessão',
        description:
          'Marca como lidas, para o usuário da sessão, todas as suas mensagens em vigor.',
        response: { 204: noContent('Mensagens marcadas como lidas.') },
      },
    },
    async (request, reply) => noContentAfter(reply, service.markAllRead(authOf(request))),
  );

  app.post(
    '/mensagens/:id/lida',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'markMensagemLida',
        tags,
        summary: 'Marca uma mensagem como lida pelo usuário da sessão',
        description: 'Só uma mensagem em vigor destinada ao usuário; marcar de novo não muda nada.',
        params: idParamsSchema,
        response: {
          204: noContent('Mensagem marcada como lida.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('A mensagem (em vigor e destinada ao usuário)'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.markRead(authOf(request), request.params.id)),
  );

  app.post(
    '/mensagens/consultar',
    {
      config: { access: 'MENSAGEM_EDITAR' },
      schema: {
        operationId: 'listMensagens',
        tags,
        summary: 'Lista as mensagens administrativas, com filtros e paginação',
        description: `Filtros no corpo, paginação e ordenação na query. ${ESCOPO}`,
        querystring: mensagemPageQuerySchema,
        body: mensagemFiltroSchema,
        response: {
          200: answer(mensagemPageSchema, 'Uma página de mensagens.'),
          ...badRequest('Filtro, página ou ordenação inválidos.'),
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.get(
    '/mensagens/:id',
    {
      config: { access: 'MENSAGEM_EDITAR' },
      schema: {
        operationId: 'getMensagem',
        tags,
        summary: 'Uma mensagem administrativa',
        description: ESCOPO,
        params: idParamsSchema,
        response: {
          200: answer(mensagemSchema, 'A mensagem.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('A mensagem'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.post(
    '/mensagens',
    {
      config: { access: 'MENSAGEM_EDITAR' },
      schema: {
        operationId: 'createMensagem',
        tags,
        summary: 'Publica uma mensagem administrativa',
        description:
          'Para todos os usuários (só a registradora), para um perfil ou para os usuários de ' +
          'um cliente, no período dado (dias de Brasília). Um administrador de cliente publica ' +
          'só para o próprio cliente.',
        body: mensagemInputSchema,
        response: {
          201: answer(mensagemSchema, 'A mensagem publicada.'),
          ...badRequest('Campos inválidos ou cliente não encontrado.'),
          ...forbidden('Um usuário de cliente ou de fornecedor publicando para todos.'),
        },
      },
    },
    async (request, reply) => {
      const mensagem = await service.create(authOf(request), request.body);
      return reply.status(201).send(mensagem);
    },
  );

  app.put(
    '/mensagens/:id',
    {
      config: { access: 'MENSAGEM_EDITAR' },
      schema: {
        operationId: 'updateMensagem',
        tags,
        summary: 'Altera uma mensagem administrativa (substituição completa)',
        description: `As leituras já registradas permanecem. ${ESCOPO}`,
        params: idParamsSchema,
        body: mensagemInputSchema,
        response: {
          200: answer(mensagemSchema, 'A mensagem alterada.'),
          ...badRequest('Campos inválidos ou cliente não encontrado.'),
          ...forbidden('Um usuário de cliente ou de fornecedor publicando para todos.'),
          ...notFound('A mensagem'),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/mensagens/:id',
    {
      config: { access: 'MENSAGEM_EDITAR' },
      schema: {
        operationId: 'deleteMensagem',
        tags,
        summary: 'Remove uma mensagem administrativa',
        description: `A mensagem some das notificações de todos. ${ESCOPO}`,
        params: idParamsSchema,
        response: {
          204: noContent('Mensagem removida.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('A mensagem'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
