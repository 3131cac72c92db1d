import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  loginResponseSchema,
  loginSchema,
  prolongResponseSchema,
  versaoSchema,
  type Versao,
} from '@portal/shared/auth/schemas';
import {
  passwordChangeSchema,
  passwordLinkInfoSchema,
  passwordLinkQuerySchema,
  passwordResetSchema,
  RECUPERACAO_SOLICITADA,
  recuperarSenhaParamsSchema,
  recuperarSenhaRespostaSchema,
} from '@portal/shared/auth/password';
import { authOf } from '../../lib/auth-context';
import { clientAddress } from '../../lib/client-address';
import { rateLimitKeyOf } from '../../lib/rate-limit-key';
import { answer, badRequest, noContent, tooManyRequests, unauthorized } from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  service: AuthService;
  loginRateLimitPerMinute: number;
  /** The 'score' mode of spec §4: sessions renew by themselves (SESSAO_RENOVACAO_AUTOMATICA). */
  renovacaoAutomatica: boolean;
  /** The chat and monitoring the web app starts (lib/integracoes.ts), null when off. */
  integracoes: Pick<Versao, 'chat' | 'monitoramento'>;
  /** Recovery requests per hour and address (GET auth/{x}/recuperarSenha). */
  recoveryRateLimitPerHour: number;
  /** The portal's public address for e-mailed links; unset: the request's (not in production). */
  portalUrl?: string;
  isProduction: boolean;
}

/** Login, session and version calls of spec §7 (Authentication and system). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions & { version: string }> = async (
  app,
  {
    service,
    loginRateLimitPerMinute,
    recoveryRateLimitPerHour,
    portalUrl,
    isProduction,
    renovacaoAutomatica,
    integracoes,
    version,
  },
) => {
  const clientOf = (request: FastifyRequest) => ({
    ip: clientAddress(request),
    userAgent: request.headers['user-agent'] ?? null,
  });
  // The link calls take a 256-bit token: nobody guesses one, but nobody gets to try either.
  const linkRateLimit = {
    max: 30,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => rateLimitKeyOf(request.ip),
  };

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
    async (request, reply) =>
      noContentAfter(
        reply,
        service.revoke(authOf(request), {
          ip: clientAddress(request),
          userAgent: request.headers['user-agent'] ?? null,
        }),
      ),
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
          'Confere a senha atual e grava a nova: regras de composição do §5, diferente da ' +
          'atual e fora da lista das senhas mais comuns. As outras sessões do usuário terminam ' +
          '(a desta chamada continua), salvo `encerrarOutrasSessoes: false`. Responde também ' +
          'com a senha expirada, que deixa de estar.',
        body: passwordChangeSchema,
        response: {
          204: noContent('Senha alterada.'),
          ...badRequest(
            'Senha atual errada; senha nova fora das regras de composição, igual à atual ou ' +
              'comum demais.',
          ),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.changePassword(authOf(request), request.body, clientOf(request)),
      ),
  );

  app.get(
    '/auth/:x/recuperarSenha',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: recoveryRateLimitPerHour,
          timeWindow: '1 hour',
          keyGenerator: (request) => rateLimitKeyOf(request.ip),
        },
      },
      schema: {
        operationId: 'requestRecuperacaoSenha',
        tags: ['auth'],
        summary: 'Esqueci minha senha: envia por e-mail um link para cadastrar uma nova senha',
        description:
          'Público. `x` é o nome de usuário ou o e-mail cadastrado. Cada usuário ativo que ' +
          'ele indica recebe no seu e-mail um link de uso único que vale 30 minutos (um link ' +
          'novo anula os anteriores; no máximo alguns por hora). A resposta é sempre a mesma, ' +
          'exista o usuário ou não.',
        params: recuperarSenhaParamsSchema,
        response: {
          200: answer(
            recuperarSenhaRespostaSchema,
            'O pedido foi recebido (sempre o mesmo aviso).',
          ),
          ...badRequest('`x` vazio ou longo demais.'),
          ...tooManyRequests('Pedidos demais deste endereço na última hora.'),
        },
      },
    },
    async (request) => {
      const base = portalUrl ?? (isProduction ? null : `${request.protocol}://${request.host}`);
      if (!base) {
        // A link built from the request's Host could point anywhere the caller chose.
        request.log.error(
          'PORTAL_URL não configurado: o link de recuperação de senha não foi enviado',
        );
      }
      await service.requestRecovery(request.params.x, base);
      return { mensagem: RECUPERACAO_SOLICITADA };
    },
  );

  app.post(
    '/auth/senha/link',
    {
      config: { access: 'PUBLICA', rateLimit: linkRateLimit },
      schema: {
        operationId: 'getLinkSenha',
        tags: ['auth'],
        summary: 'A finalidade e a validade de um link de senha recebido por e-mail',
        description:
          'Público: a página do link pergunta antes de mostrar o formulário. O código vai no ' +
          'corpo, nunca no endereço (que fica nos registros de acesso).',
        body: passwordLinkQuerySchema,
        response: {
          200: answer(passwordLinkInfoSchema, 'O link está em aberto.'),
          ...badRequest('Link inválido, já usado (ou substituído por um mais novo) ou expirado.'),
          ...tooManyRequests('Consultas demais deste endereço por minuto.'),
        },
      },
    },
    (request) => service.passwordLink(request.body.token),
  );

  app.post(
    '/auth/senha/redefinir',
    {
      config: { access: 'PUBLICA', rateLimit: linkRateLimit },
      schema: {
        operationId: 'resetSenha',
        tags: ['auth'],
        summary: 'Cadastra a nova senha com o link recebido por e-mail',
        description:
          'Público, com o código do link (recuperação ou primeiro acesso). A senha nova segue ' +
          'as mesmas regras da troca de senha; aceita, o link deixa de valer e todas as sessões ' +
          'do usuário terminam. Uma senha recusada não gasta o link.',
        body: passwordResetSchema,
        response: {
          204: noContent('Senha cadastrada.'),
          ...badRequest(
            'Link inválido, já usado ou expirado; senha nova fora das regras, igual à atual ou ' +
              'comum demais.',
          ),
          ...tooManyRequests('Tentativas demais deste endereço por minuto.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.resetPassword(request.body, clientOf(request))),
  );

  app.get(
    '/publica/version',
    {
      config: { access: 'PUBLICA' },
      schema: {
        operationId: 'getVersao',
        tags: ['auth'],
        summary: 'Versões do front-end e do back-end em produção',
        description:
          'Público: a versão em produção, para o front-end saber quando se atualizar, e o ' +
          'chat e o monitoramento de terceiros que ele inicia (null quando não configurados).',
        response: { 200: answer(versaoSchema, 'As versões em produção.') },
      },
    },
    (): Versao => ({
      frontVersion: version,
      backVersion: version,
      renovacaoAutomatica,
      ...integracoes,
    }),
  );
};
