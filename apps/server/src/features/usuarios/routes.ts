import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import { usuarioPasswordSchema } from '@portal/shared/auth/password';
import type { RouteAccess } from '@portal/shared/usuarios/permissoes';
import {
  perfilPublicoSchema,
  preferenciasSchema,
  usernameDisponivelSchema,
  usernameParamsSchema,
  usuarioComboSchema,
  usuarioCreateSchema,
  usuarioDetalheSchema,
  usuarioFiltroSchema,
  usuarioPageQuerySchema,
  usuarioPageSchema,
  usuarioReprovarSchema,
  usuarioSchema,
  usuariosDaOrganizacaoSchema,
  usuarioUpdateSchema,
} from '@portal/shared/usuarios/schemas';
import { authOf } from '../../lib/auth-context';
import { clientAddress } from '../../lib/client-address';
import { EXPORTACAO_GRANDE, pageOrExport, pageOrScheduled } from '../../lib/export/exporter';
import {
  answer,
  badRequest,
  conflict,
  forbidden,
  noContent,
  notFound,
  tooManyRequests,
  unavailable,
} from '../../lib/openapi';
import { rateLimitKeyOf } from '../../lib/rate-limit-key';
import { noContentAfter } from '../../lib/routes';
import type { UsuariosService } from './service';

const tags = ['usuarios'];

/** The user-administration screens (list, view): either of its permissions. */
const ACESSO_USUARIOS = [
  'ADMINISTRACAO_USUARIOS_CONSULTAR',
  'ADMINISTRACAO_USUARIOS_EDITAR',
] as const satisfies RouteAccess;

export interface UsuariosRoutesOptions {
  service: UsuariosService;
  /** Public username checks per minute and address. */
  publicRateLimitPerMinute?: number;
  /** PORTAL_URL: the address of the first-access links (else the request's, outside production). */
  portalUrl?: string;
  isProduction?: boolean;
}

/**
 * User administration (spec §7 Users, docs/USUARIOS.md). An administrator manages the users of
 * its own client or supplier; the registradora's, every user. Never more than it holds.
 */
export const usuariosRoutes: FastifyPluginAsyncZod<UsuariosRoutesOptions> = async (
  app,
  { service, publicRateLimitPerMinute = 10, portalUrl, isProduction = false },
) => {
  /**
   * Where the e-mailed links point. Without PORTAL_URL, outside production, the address the
   * request reached; in production never (the Host header is the caller's choice).
   */
  function linkBaseOf(request: FastifyRequest): string | null {
    const base = portalUrl ?? (isProduction ? null : `${request.protocol}://${request.host}`);
    if (!base) request.log.error('PORTAL_URL não configurado: o link de primeiro acesso não vai');
    return base;
  }

  app.post(
    '/usuarios',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'createUsuario',
        tags,
        summary: 'Cadastra um usuário, que recebe por e-mail o link de primeiro acesso',
        description:
          'As mesmas regras da alteração: ninguém concede mais do que tem (perfil ou permissões ' +
          'escolhidas além das do administrador são 403); um administrador de cliente só dá ' +
          'perfis de cliente, do seu cliente. O nome de usuário não pode estar em uso (maiúsculas ' +
          'e minúsculas não contam). O usuário nasce ATIVO e sem senha conhecida: na mesma ' +
          'transação recebe por e-mail um link de uso único, válido por 7 dias, para criar a sua ' +
          'senha.',
        body: usuarioCreateSchema,
        response: {
          201: answer(usuarioDetalheSchema, 'O usuário cadastrado.'),
          ...badRequest('Campo inválido, perfil desativado, ou cliente/fornecedor que não casa.'),
          ...forbidden('Permissões além das do administrador, ou perfil de outra organização.'),
          ...conflict('O nome de usuário já está em uso.'),
          ...unavailable('O endereço do portal (PORTAL_URL) não está configurado.'),
        },
      },
    },
    async (request, reply) => {
      const usuario = await service.create(authOf(request), request.body, linkBaseOf(request));
      return reply.status(201).send(usuario);
    },
  );

  app.get(
    '/usuarios/reenviar-link/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'resendLinkPrimeiroAcesso',
        tags,
        summary: 'Envia de novo o link de primeiro acesso (o anterior deixa de valer)',
        description:
          'Só para um usuário ativo que nunca entrou nem teve uma senha cadastrada (o usuário ' +
          'cadastrado por POST usuarios, ou um pré-cadastro aprovado); os outros usam "Esqueci ' +
          'minha senha". Um usuário fora do alcance do administrador é 404; um com permissões ' +
          'que ele não tem, 403.',
        params: idParamsSchema,
        response: {
          204: noContent('Link enviado.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('O usuário tem permissões que o administrador não tem.'),
          ...notFound('O usuário'),
          ...conflict('O usuário já cadastrou uma senha ou já entrou.'),
          ...unavailable('O endereço do portal (PORTAL_URL) não está configurado.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.resendLink(authOf(request), request.params.id, linkBaseOf(request)),
      ),
  );

  app.post(
    '/usuarios/consultar',
    {
      config: { access: ACESSO_USUARIOS },
      schema: {
        operationId: 'listUsuarios',
        tags,
        summary: 'Lista paginada de usuários, ou o filtro inteiro em Excel',
        description:
          'Filtros no corpo, combinados com E (texto no nome, usuário ou e-mail; perfil; ' +
          'situação, sem a qual os removidos ficam de fora; cliente; fornecedor; intervalo 1 ' +
          'último mês, 2 último dia, 3 hoje, ou o período de cadastro); paginação e ordenação na ' +
          'query. Um administrador de cliente só vê os usuários do seu cliente; um de ' +
          'fornecedor, os do seu. Com ?formato=xlsx (permissão EXPORTAR_USUARIOS) a resposta é a ' +
          'planilha do filtro inteiro; a justificativa (justificativaExportacao, 2 a 255 ' +
          'caracteres) é obrigatória para quem tem JUSTIFICATIVA_EXPORTAR_USUARIOS e fica na ' +
          'auditoria antes do primeiro byte.',
        querystring: usuarioPageQuerySchema,
        body: usuarioFiltroSchema,
        response: {
          200: {
            description:
              'Uma página de usuários e o total; com formato=xlsx, a planilha como anexo; ' +
              EXPORTACAO_GRANDE,
            content: {
              'application/json': { schema: pageOrScheduled(usuarioPageSchema) },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
            },
          },
          ...badRequest(
            'Filtro, página, ordenação ou formato inválidos, ou justificativa ausente.',
          ),
          ...forbidden('Exportação sem a permissão EXPORTAR_USUARIOS.'),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return pageOrExport(reply, request.query, {
        page: (query) => service.list(auth, request.body, query),
        file: (query) => service.export(auth, request.body, query, request.ip),
      });
    },
  );

  app.get(
    '/usuarios/todos',
    {
      config: { access: ACESSO_USUARIOS },
      schema: {
        operationId: 'listUsuariosTodos',
        tags,
        summary: 'Todos os usuários visíveis (menos os removidos), por nome',
        description: 'Sem paginação; só os usuários que o usuário da sessão administra.',
        response: { 200: answer(z.array(usuarioSchema), 'Os usuários, em ordem de nome.') },
      },
    },
    (request) => service.listAll(authOf(request)),
  );

  app.get(
    '/usuarios/todos-combo',
    {
      config: { access: ACESSO_USUARIOS },
      schema: {
        operationId: 'listUsuarioOpcoes',
        tags,
        summary: 'Usuários ativos como opções { id, nome }',
        description: 'Os usuários ativos que o usuário da sessão administra.',
        response: { 200: answer(z.array(usuarioComboSchema), 'As opções, em ordem de nome.') },
      },
    },
    (request) => service.combo(authOf(request)),
  );

  app.post(
    // The spec's path ends in a slash; the router ignores trailing slashes, so both work.
    '/usuarios/cliente/fornecedor',
    {
      config: { access: ACESSO_USUARIOS },
      schema: {
        operationId: 'listUsuariosDaOrganizacao',
        tags,
        summary: 'Os usuários de um cliente ou de um fornecedor',
        description:
          'Corpo { cliente } ou { fornecedor } (um dos dois). Uma organização fora do alcance ' +
          'do usuário da sessão dá uma lista vazia.',
        body: usuariosDaOrganizacaoSchema,
        response: {
          200: answer(z.array(usuarioSchema), 'Os usuários (menos os removidos), por nome.'),
          ...badRequest('Nem cliente nem fornecedor, ou os dois.'),
        },
      },
    },
    (request) => service.listByOrganizacao(authOf(request), request.body),
  );

  app.get(
    '/usuarios/username/:username',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'getUsernameDisponivel',
        tags,
        summary: 'Se um nome de usuário está livre (maiúsculas e minúsculas não contam)',
        description: 'Qualquer usuário, de qualquer organização e situação, ocupa o nome.',
        params: usernameParamsSchema,
        response: {
          200: answer(usernameDisponivelSchema, 'Se o nome está livre.'),
          ...badRequest('Nome de usuário inválido.'),
        },
      },
    },
    (request) => service.isUsernameAvailable(request.params.username),
  );

  app.put(
    '/usuarios/preferencias',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'updatePreferencias',
        tags,
        summary: 'Grava as preferências do usuário da sessão',
        description:
          'Registros por página (5, 10, 20 ou 50) e o período padrão das pesquisas; ' +
          'GET auth/usuario as devolve.',
        body: preferenciasSchema,
        response: {
          204: noContent('Preferências gravadas.'),
          ...badRequest('Tamanho de página ou datas inválidos.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.setPreferencias(authOf(request), request.body)),
  );

  app.post(
    '/usuarios/reprovar',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'rejectUsuario',
        tags,
        summary: 'Reprova um pré-cadastro: o usuário fica REMOVIDO',
        description: 'Só um usuário PRE_CADASTRADO; o registro fica guardado como histórico.',
        body: usuarioReprovarSchema,
        response: {
          204: noContent('Pré-cadastro reprovado.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O usuário'),
          ...conflict('O usuário não está pré-cadastrado.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.reject(authOf(request), request.body.id)),
  );

  app.put(
    '/usuarios/aprovar/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'approveUsuario',
        tags,
        summary: 'Aprova um pré-cadastro: o usuário fica ATIVO',
        description:
          'Só um usuário PRE_CADASTRADO. O perfil e o cliente continuam os do pré-cadastro ' +
          '(PUT usuarios/{id} os troca).',
        params: idParamsSchema,
        response: {
          204: noContent('Pré-cadastro aprovado.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O usuário'),
          ...conflict('O usuário não está pré-cadastrado.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.approve(authOf(request), request.params.id)),
  );

  app.get(
    '/usuarios/:id',
    {
      config: { access: ACESSO_USUARIOS },
      schema: {
        operationId: 'getUsuario',
        tags,
        summary: 'Um usuário, com as suas permissões',
        description:
          'O usuário, as permissões do seu perfil e as dadas a ele mesmo (PERSONALIZADO). Um ' +
          'administrador de cliente só lê os usuários do seu cliente.',
        params: idParamsSchema,
        response: {
          200: answer(usuarioDetalheSchema, 'O usuário.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O usuário'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/usuarios/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'updateUsuario',
        tags,
        summary: 'Altera um usuário (substituição completa; o nome de usuário não muda)',
        description:
          'Ninguém concede mais do que tem: um perfil cujas permissões, ou permissões ' +
          'escolhidas (perfil PERSONALIZADO), que o administrador não tem, são 403; também ' +
          'alterar quem já tem mais. Um administrador de cliente só dá perfis de cliente, do ' +
          'seu cliente. Fora de ATIVO, as sessões do usuário terminam na hora.',
        params: idParamsSchema,
        body: usuarioUpdateSchema,
        response: {
          200: answer(usuarioDetalheSchema, 'O usuário alterado.'),
          ...badRequest('Campo inválido, perfil desativado, ou cliente/fornecedor que não casa.'),
          ...forbidden(
            'Permissões além das do administrador, perfil de outra organização, ou o próprio ' +
              'perfil, situação ou permissões.',
          ),
          ...notFound('O usuário'),
          ...conflict('O usuário foi removido.'),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/usuarios/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'deleteUsuario',
        tags,
        summary: 'Remove um usuário: situação REMOVIDO, sessões encerradas',
        description:
          'O registro e o histórico ficam; todas as sessões do usuário terminam na hora. ' +
          'Remover um removido não muda nada.',
        params: idParamsSchema,
        response: {
          204: noContent('Usuário removido.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('O usuário tem permissões que o administrador não tem.'),
          ...notFound('O usuário'),
          ...conflict('É o próprio usuário da sessão.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );

  app.delete(
    '/usuarios/duas-etapas/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'disableDuasEtapasDoUsuario',
        tags,
        summary: 'Desativa a verificação em duas etapas de um usuário (perdeu o celular)',
        description:
          'Apaga o segredo do aplicativo autenticador, os códigos de recuperação e os ' +
          'dispositivos confiáveis do usuário, registra o evento de acesso e avisa o usuário ' +
          'por e-mail. Recusado para um usuário com permissões que quem pede não tem, e para o ' +
          'próprio usuário da sessão (que usa o menu do usuário).',
        params: idParamsSchema,
        response: {
          204: noContent('Verificação em duas etapas desativada.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('O usuário tem permissões que quem pede não tem.'),
          ...notFound('O usuário'),
          ...conflict('O usuário não usa a verificação em duas etapas, ou é o da sessão.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.disableTwoStep(authOf(request), request.params.id, clientAddress(request)),
      ),
  );

  app.put(
    '/usuarios/bloquear/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'blockUsuario',
        tags,
        summary: 'Bloqueia um usuário e encerra todas as suas sessões',
        description:
          'O usuário deixa de entrar e as sessões abertas terminam na hora. Bloquear um ' +
          'usuário já bloqueado não muda nada.',
        params: idParamsSchema,
        response: {
          204: noContent('Usuário bloqueado.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('O usuário tem permissões que o administrador não tem.'),
          ...notFound('O usuário'),
          ...conflict('O usuário não está ativo, ou é o próprio usuário da sessão.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.block(authOf(request), request.params.id, clientAddress(request)),
      ),
  );

  app.delete(
    '/usuarios/desbloquear/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'unblockUsuario',
        tags,
        summary: 'Desbloqueia um usuário',
        description:
          'Desfaz o bloqueio feito por um administrador e o bloqueio para novos dispositivos ' +
          'que as tentativas de login sem sucesso causaram. Um usuário sem bloqueio fica como está.',
        params: idParamsSchema,
        response: {
          204: noContent('Usuário desbloqueado.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('O usuário tem permissões que o administrador não tem.'),
          ...notFound('O usuário'),
          ...conflict('É o próprio usuário da sessão.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.unblock(authOf(request), request.params.id, clientAddress(request)),
      ),
  );

  app.put(
    '/usuarios/password',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'setSenhaTemporaria',
        tags,
        summary: 'Dá a um usuário uma senha temporária, que ele troca no próximo login',
        description:
          'Para o usuário que não consegue receber o link de "Esqueci minha senha". A senha ' +
          'segue as regras da troca de senha e já nasce expirada: no próximo login o usuário ' +
          'cadastra a sua, e o administrador nunca conhece a senha que fica. As sessões do ' +
          'usuário terminam. Não serve para a própria senha ("Alterar Senha"), nem para um ' +
          'usuário com permissões que o administrador não tem.',
        body: usuarioPasswordSchema,
        response: {
          204: noContent('Senha temporária definida.'),
          ...badRequest('Senha fora das regras, igual à atual ou comum demais; id inválido.'),
          ...forbidden('O usuário tem permissões que o administrador não tem.'),
          ...notFound('O usuário'),
          ...conflict('O usuário não está ativo, ou é o próprio usuário da sessão.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(
        reply,
        service.setTemporaryPassword(authOf(request), request.body, clientAddress(request)),
      ),
  );

  app.get(
    '/publica/usuarios/username/:username',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: publicRateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => rateLimitKeyOf(request.ip),
        },
      },
      schema: {
        operationId: 'getUsernameDisponivelPublico',
        tags,
        summary: 'Público: se um nome de usuário está livre (sim ou não, nada mais)',
        description:
          'Sem login. Responde só { disponivel }: nem de quem é o nome, nem a situação. ' +
          `Limite de ${publicRateLimitPerMinute} consultas por minuto e endereço (IPv6: o /64), ` +
          'para que não sirva para listar os nomes de usuário.',
        params: usernameParamsSchema,
        response: {
          200: answer(usernameDisponivelSchema, 'Se o nome está livre.'),
          ...badRequest('Nome de usuário inválido.'),
          ...tooManyRequests('Consultas demais do mesmo endereço no último minuto.'),
        },
      },
    },
    (request) => service.isUsernameAvailable(request.params.username),
  );

  app.get(
    '/publica/usuarios/perfil',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) => rateLimitKeyOf(request.ip),
        },
      },
      schema: {
        operationId: 'listPerfisPublicos',
        tags,
        summary: 'Público: os perfis que um pré-cadastro pode receber',
        description:
          'Sem login. Só o perfil Pré-cadastro: a registradora dá o perfil definitivo quando ' +
          'aprova. Os demais perfis e as suas permissões não são públicos.',
        response: {
          200: answer(z.array(perfilPublicoSchema), 'Os perfis.'),
          ...tooManyRequests('Consultas demais do mesmo endereço no último minuto.'),
        },
      },
    },
    () => service.perfisPublicos(),
  );
};
