import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  codigosRecuperacaoSchema,
  duasEtapasConfirmacaoSchema,
  duasEtapasDesativacaoSchema,
  duasEtapasInicioSchema,
  duasEtapasSituacaoSchema,
  envioCodigoEmailSchema,
  segundaEtapaSchema,
} from '@portal/shared/auth/duas-etapas';
import { loginResponseSchema } from '@portal/shared/auth/schemas';
import { authOf } from '../../lib/auth-context';
import { clientAddress } from '../../lib/client-address';
import {
  answer,
  badRequest,
  conflict,
  noContent,
  tooManyRequests,
  unauthorized,
} from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';
import type { AuthService } from './service';

export interface TwoStepRoutesOptions {
  service: AuthService;
  loginRateLimitPerMinute: number;
}

/** Two-step login (docs/duas-etapas.md): the login's second step and the user's enrolment. */
export const twoStepRoutes: FastifyPluginAsyncZod<TwoStepRoutesOptions> = async (
  app,
  { service, loginRateLimitPerMinute },
) => {
  const clientOf = (request: FastifyRequest) => ({
    ip: clientAddress(request),
    userAgent: request.headers['user-agent'] ?? null,
  });

  app.post(
    '/auth/tokens/duas-etapas',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: { max: loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'createTokenDuasEtapas',
        tags: ['auth'],
        summary: 'Segunda etapa do login: um código conclui o desafio e abre a sessão',
        description:
          'Conclui um login que respondeu `autenticaEmDuasEtapas`: o código de 6 dígitos do ' +
          'aplicativo autenticador (uso único, tolera um passo de 30 s de diferença de relógio), ' +
          'o código enviado por e-mail ou um código de recuperação (uso único). Responde como ' +
          'o login; com `confiarDispositivo`, também o `deviceToken` que dispensa a segunda ' +
          'etapa neste dispositivo por 30 dias. Códigos errados contam como senhas erradas.',
        body: segundaEtapaSchema,
        response: {
          200: answer(loginResponseSchema, 'Sessão aberta: o token e os dados do login.'),
          ...badRequest('Corpo sem desafio ou código.'),
          ...unauthorized('Código inválido, ou desafio expirado, concluído ou esgotado.'),
          ...tooManyRequests('Tentativas demais: as mesmas contas do login.'),
        },
      },
    },
    (request) => service.completeSecondStep(request.body, clientOf(request)),
  );

  app.post(
    '/auth/tokens/duas-etapas/email',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: { max: loginRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'sendCodigoDuasEtapas',
        tags: ['auth'],
        summary: 'Envia por e-mail um código para a segunda etapa do login',
        description:
          'A alternativa ao aplicativo: um código de 6 dígitos vai ao e-mail do usuário do ' +
          'desafio, vale por 10 minutos e uma só vez; um novo pedido invalida o anterior. ' +
          'No máximo 3 por desafio.',
        body: envioCodigoEmailSchema,
        response: {
          204: noContent('Código enviado (entra na fila de e-mails).'),
          ...badRequest('Corpo sem desafio.'),
          ...unauthorized('Desafio expirado, concluído ou esgotado.'),
          ...tooManyRequests('Códigos demais para este desafio, ou pedidos demais do endereço.'),
        },
      },
    },
    async (request, reply) => noContentAfter(reply, service.sendSecondStepEmail(request.body)),
  );

  app.get(
    '/auth/usuario/duas-etapas',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'getDuasEtapas',
        tags: ['auth'],
        summary: 'A situação da autenticação em duas etapas do usuário da sessão',
        description: 'Se está ligada e quantos códigos de recuperação restam.',
        response: { 200: answer(duasEtapasSituacaoSchema, 'A situação.') },
      },
    },
    (request) => service.twoStepSituacao(authOf(request)),
  );

  app.post(
    '/auth/usuario/duas-etapas/inicio',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'startDuasEtapas',
        tags: ['auth'],
        summary: 'Inicia a ativação: um segredo novo para o aplicativo autenticador',
        description:
          'Gera o segredo TOTP (guardado cifrado) e devolve, só nesta resposta, o segredo, a ' +
          'URI otpauth:// e o QR code. A ativação só vale depois de confirmada com um código.',
        response: {
          200: answer(duasEtapasInicioSchema, 'O segredo pendente de confirmação.'),
          ...conflict('A autenticação em duas etapas já está ligada.'),
        },
      },
    },
    (request) => service.startTwoStep(authOf(request)),
  );

  app.post(
    '/auth/usuario/duas-etapas/confirmacao',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'confirmDuasEtapas',
        tags: ['auth'],
        summary: 'Confirma a ativação com um código e devolve os códigos de recuperação',
        description:
          'Um código atual do aplicativo liga a autenticação em duas etapas. Devolve 10 códigos ' +
          'de recuperação de uso único, mostrados só nesta resposta (guardados como hash).',
        body: duasEtapasConfirmacaoSchema,
        response: {
          200: answer(codigosRecuperacaoSchema, 'Ligada: os códigos de recuperação.'),
          ...badRequest('Código inválido, ou nenhuma ativação iniciada.'),
          ...conflict('A autenticação em duas etapas já está ligada.'),
        },
      },
    },
    (request) => service.confirmTwoStep(authOf(request), request.body.codigo, clientOf(request)),
  );

  app.post(
    '/auth/usuario/duas-etapas/codigos-recuperacao',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'createCodigosRecuperacao',
        tags: ['auth'],
        summary: 'Gera novos códigos de recuperação, com um código atual do aplicativo',
        description:
          'Substitui todos os códigos de recuperação do usuário da sessão (usados ou não) por 10 ' +
          'novos, mostrados só nesta resposta; os anteriores deixam de valer. Pede um código ' +
          'atual do aplicativo autenticador (uso único); códigos errados contam como senhas ' +
          'erradas deste endereço.',
        body: duasEtapasConfirmacaoSchema,
        response: {
          200: answer(codigosRecuperacaoSchema, 'Os novos códigos de recuperação.'),
          ...badRequest('Sem código, ou código inválido.'),
          ...conflict('A autenticação em duas etapas não está ligada.'),
          ...tooManyRequests('Tentativas erradas demais deste endereço (as mesmas do login).'),
        },
      },
    },
    (request) =>
      service.regenerateRecoveryCodes(authOf(request), request.body.codigo, clientOf(request)),
  );

  app.post(
    '/auth/usuario/duas-etapas/desativacao',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'disableDuasEtapas',
        tags: ['auth'],
        summary: 'Desliga a autenticação em duas etapas',
        description:
          'Com a senha do usuário ou um código atual do aplicativo. Apaga o segredo, os códigos ' +
          'de recuperação e os dispositivos confiáveis.',
        body: duasEtapasDesativacaoSchema,
        response: {
          204: noContent('Desligada.'),
          ...badRequest('Sem senha nem código, ou senha ou código inválido.'),
          ...conflict('A autenticação em duas etapas não está ligada.'),
          ...tooManyRequests('Tentativas erradas demais deste endereço (as mesmas do login).'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.deactivateTwoStep(authOf(request), request.body, clientOf(request)),
      ),
  );
};
