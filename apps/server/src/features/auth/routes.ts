import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  loginResponseSchema,
  loginSchema,
  prolongResponseSchema,
} from '@portal/shared/auth/schemas';
import { passwordChangeSchema } from '@portal/shared/auth/password';
import { errorBodySchema } from '@portal/shared/common/errors';
import { authOf } from '../../lib/auth-context';
import { clientAddress } from '../../lib/client-address';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  service: AuthService;
  loginRateLimitPerMinute: number;
}

const versionSchema = z.object({ frontVersion: z.string(), backVersion: z.string() });

/** Login, session and version calls of spec §7 (Authentication and system). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions & { version: string }> = async (
  app,
  { service, loginRateLimitPerMinute, version },
) => {
  app.post(
    '/auth/tokens',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: { max: loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Login: abre uma sessão e devolve um token de curta duração',
        body: loginSchema,
        response: {
          200: loginResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    (request) =>
      service.login(request.body, {
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
      }),
  );

  app.post(
    '/auth/tokens/prolongate',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags: ['auth'],
        summary: 'Prolonga a sessão e devolve um token novo',
        security: [{ bearer: [] }],
        response: { 200: prolongResponseSchema, 401: errorBodySchema },
      },
    },
    (request) => service.prolong(authOf(request)),
  );

  app.get(
    '/auth/tokens/revoke',
    {
      config: { access: 'AUTENTICADO', allowExpiredPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'Encerra a sessão do token',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.revoke(authOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/usuario',
    {
      config: { access: 'AUTENTICADO', allowExpiredPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'O usuário da sessão (perfil, permissões, cliente ou fornecedor, preferências)',
        security: [{ bearer: [] }],
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    (request) => service.currentUser(authOf(request)),
  );

  app.put(
    '/auth/usuario/password',
    {
      config: { access: 'AUTENTICADO', allowExpiredPassword: true },
      schema: {
        tags: ['auth'],
        summary: 'Altera a senha do usuário da sessão e encerra as suas outras sessões',
        security: [{ bearer: [] }],
        body: passwordChangeSchema,
        response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.changePassword(authOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/publica/version',
    {
      config: { access: 'PUBLICA' },
      schema: {
        tags: ['auth'],
        summary: 'Versões do front-end e do back-end em produção',
        response: { 200: versionSchema },
      },
    },
    () => ({ frontVersion: version, backVersion: version }),
  );
};
