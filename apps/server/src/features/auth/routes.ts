import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserSchema,
  loginResponseSchema,
  loginSchema,
  prolongResponseSchema,
} from '@portal/shared/auth/schemas';
import { passwordChangeSchema } from '@portal/shared/auth/password';
import { authOf } from '../../lib/auth-context';
import { clientAddress } from '../../lib/client-address';
import { answer, badRequest, noContent, tooManyRequests, unauthorized } from '../../lib/openapi';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  service: AuthService;
  loginRateLimitPerMinute: number;
}

const versionSchema = z
  .object({
    frontVersion: z.string().meta({ description: 'Versão do front-end.', example: '0.1.0' }),
    backVersion: z.string().meta({ description: 'Versão do back-end.', example: '0.1.0' }),
  })
  .meta({ id: 'Versao', description: 'As versões em produção.' });

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
        operationId: 'createToken',
        tags: ['auth'],
        summary: 'Login: abre uma sessão e devolve um token de curta duração',
        description:
          'Confere usuário e senha e abre uma sessão. O token vai nas chamadas seguintes em ' +
          '`Authorization: Bearer <token>` e vale até o fim da sessão (prolongável). Uma senha ' +
          'expirada ainda recebe o token, marcado `passwordExpirado`: com ele só respondem a ' +
          'troca de senha, o usuário da sessão e o logout.',
        body: loginSchema,
        response: {
          200: answer(loginResponseSchema, 'Sessão aberta: o token e os dados do usuário.'),
          ...badRequest('Corpo sem usuário, senha ou identificador do dispositivo.'),
          ...unauthorized(
            'Usuário ou senha inválidos (a mesma mensagem para os dois), ou usuário bloqueado.',
          ),
          ...tooManyRequests(
            'Tentativas demais: do mesmo endereço por minuto, ou falhas seguidas do usuário.',
          ),
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
        operationId: 'prolongToken',
        tags: ['auth'],
        summary: 'Prolonga a sessão e devolve um token novo',
        description:
          'Estende a validade da sessão do token e devolve um token que vale até o novo fim.',
        response: { 200: answer(prolongResponseSchema, 'A sessão prolongada e o seu token novo.') },
      },
    },
    (request) => service.prolong(authOf(request)),
  );

  app.get(
    '/auth/tokens/revoke',
    {
      config: { access: 'AUTENTICADO', allowExpiredPassword: true },
      schema: {
        operationId: 'revokeToken',
        tags: ['auth'],
        summary: 'Encerra a sessão do token',
        description:
          'Logout: a sessão termina e o token deixa de valer, mesmo com a senha expirada.',
        response: { 204: noContent('Sessão encerrada.') },
      },
    },
    async (request, reply) => {
      await service.revoke(authOf(request), {
        ip: clientAddress(request),
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(204).send();
    },
  );

  app.get(
    '/auth/usuario',
    {
      config: { access: 'AUTENTICADO', allowExpiredPassword: true },
      schema: {
        operationId: 'getUsuarioAtual',
        tags: ['auth'],
        summary: 'O usuário da sessão (perfil, permissões, cliente ou fornecedor, preferências)',
        description:
          'Quem está logado: nome, perfil, permissões, o cliente ou fornecedor a que pertence, ' +
          'as preferências e o acesso anterior. Responde também com a senha expirada.',
        response: { 200: answer(currentUserSchema, 'O usuário da sessão.') },
      },
    },
    (request) => service.currentUser(authOf(request)),
  );

  app.put(
    '/auth/usuario/password',
    {
      config: { access: 'AUTENTICADO', allowExpiredPassword: true },
      schema: {
        operationId: 'updateSenha',
        tags: ['auth'],
        summary: 'Altera a senha do usuário da sessão e encerra as suas outras sessões',
        description:
          'Confere a senha atual e grava a nova (regras de composição do §5). As outras sessões ' +
          'do usuário terminam; a desta chamada continua. Responde também com a senha expirada.',
        body: passwordChangeSchema,
        response: {
          204: noContent('Senha alterada.'),
          ...badRequest(
            'Senha atual errada, senha nova fora das regras de composição ou igual à atual.',
          ),
        },
      },
    },
    async (request, reply) => {
      await service.changePassword(authOf(request), request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    '/publica/version',
    {
      config: { access: 'PUBLICA' },
      schema: {
        operationId: 'getVersao',
        tags: ['auth'],
        summary: 'Versões do front-end e do back-end em produção',
        description: 'Público: a versão em produção, para o front-end saber quando se atualizar.',
        response: { 200: answer(versionSchema, 'As versões em produção.') },
      },
    },
    () => ({ frontVersion: version, backVersion: version }),
  );
};
