import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@portal/shared/common/params';
import { authOf } from '../../lib/auth-context';
import { clientAddress } from '../../lib/client-address';
import { badRequest, conflict, noContent, notFound } from '../../lib/openapi';
import type { UsuariosService } from './service';

const tags = ['usuarios'];

/**
 * Blocking and unblocking users (spec §7, separate calls). An administrator manages the users
 * of its own client or supplier; the registradora's, every user.
 */
export const usuariosRoutes: FastifyPluginAsyncZod<{ service: UsuariosService }> = async (
  app,
  { service },
) => {
  app.put(
    '/usuarios/bloquear/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'bloquearUsuario',
        tags,
        summary: 'Bloqueia um usuário e encerra todas as suas sessões',
        description:
          'O usuário deixa de entrar e as sessões abertas terminam na hora. Bloquear um ' +
          'usuário já bloqueado não muda nada.',
        params: idParamsSchema,
        response: {
          204: noContent('Usuário bloqueado.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O usuário'),
          ...conflict('O usuário não está ativo, ou é o próprio usuário da sessão.'),
        },
      },
    },
    async (request, reply) => {
      await service.bloquear(authOf(request), request.params.id, clientAddress(request));
      return reply.status(204).send();
    },
  );

  app.delete(
    '/usuarios/desbloquear/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'desbloquearUsuario',
        tags,
        summary: 'Desbloqueia um usuário',
        description:
          'Desfaz o bloqueio feito por um administrador e o bloqueio para novos dispositivos ' +
          'que as tentativas de login sem sucesso causaram. Um usuário sem bloqueio fica como está.',
        params: idParamsSchema,
        response: {
          204: noContent('Usuário desbloqueado.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O usuário'),
        },
      },
    },
    async (request, reply) => {
      await service.desbloquear(authOf(request), request.params.id, clientAddress(request));
      return reply.status(204).send();
    },
  );
};
