import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  eventoAcessoFiltroSchema,
  eventoAcessoPageSchema,
  eventoAcessoQuerySchema,
  exportacaoSegundoPlanoFiltroSchema,
  exportacaoSegundoPlanoPageSchema,
  exportacaoSegundoPlanoQuerySchema,
  sessaoAtivaFiltroSchema,
  sessaoAtivaPageSchema,
  sessaoAtivaQuerySchema,
  usuarioRelatorioFiltroSchema,
  usuarioRelatorioPageSchema,
  usuarioRelatorioQuerySchema,
} from '@portal/shared/relatorios/schemas';
import { authOf } from '../../lib/auth-context';
import { EXPORTACAO_GRANDE, pageOrExport, pageOrScheduled } from '../../lib/export/exporter';
import { answer, badRequest, conflict, forbidden, noContent, notFound } from '../../lib/openapi';
import { announcePageCap } from '../../lib/paging';
import { noContentAfter } from '../../lib/routes';
import type { RelatoriosService } from './service';

const tags = ['relatorios'];

const ESCOPO =
  'Um administrador de cliente (ou de fornecedor) vê só as linhas dos usuários da sua ' +
  'organização; a registradora, todas.';

const EXPORTACAO =
  'Com ?formato=csv ou xlsx (permissão EXPORTAR_RELATORIOS) a resposta é o arquivo do filtro ' +
  'inteiro; a justificativa (justificativaExportacao, 2 a 255 caracteres) é obrigatória e fica ' +
  'na auditoria antes do primeiro byte.';

/** A page as JSON, or with `formato` the whole filter as a file (never serialized). */
const pageOrFile = <T extends z.ZodType>(page: T, description: string) => ({
  description: `${description} ${EXPORTACAO_GRANDE}`,
  content: {
    'application/json': { schema: pageOrScheduled(page) },
    'text/csv': { schema: z.string() },
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: z.string() },
  },
});

/**
 * The access, users and active-session reports (spec §2.4). The access and active-session
 * reports are hidden in production (§2.4): there their routes are not registered (404), as
 * their menu entries are not shown.
 */
export const relatoriosRoutes: FastifyPluginAsyncZod<{
  service: RelatoriosService;
  isProduction: boolean;
}> = async (app, { service, isProduction }) => {
  if (!isProduction) {
    app.post(
      '/relatorios/acesso',
      {
        config: { access: 'RELATORIO_ACESSO' },
        schema: {
          operationId: 'listEventosAcesso',
          tags,
          summary: 'Relatório de acessos: logins, falhas, bloqueios e logouts',
          description:
            `Filtros no corpo (período, usuário, tipo), paginação na query (do mais novo). ${ESCOPO} ` +
            `${EXPORTACAO} totalElements é exato até 10.000; acima, uma estimativa, com ` +
            'totalExato false. Não existe em produção.',
          querystring: eventoAcessoQuerySchema,
          body: eventoAcessoFiltroSchema,
          response: {
            200: pageOrFile(eventoAcessoPageSchema, 'Uma página de eventos, ou o arquivo.'),
            ...badRequest('Filtro, página ou formato inválidos, ou justificativa ausente.'),
            ...forbidden('Exportação sem a permissão EXPORTAR_RELATORIOS.'),
          },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        return pageOrExport(reply, request.query, {
          page: (query) => service.acesso(auth, request.body, query),
          file: (query) => service.exportAcessos(auth, request.body, query, request.ip),
        });
      },
    );
  }

  app.post(
    '/relatorios/usuarios',
    {
      config: { access: 'RELATORIO_USUARIOS' },
      schema: {
        operationId: 'listUsuariosRelatorio',
        tags,
        summary: 'Relatório de usuários: perfil, situação, cliente e último acesso',
        description: `Filtros no corpo, paginação e ordenação na query. ${ESCOPO} ${EXPORTACAO}`,
        querystring: usuarioRelatorioQuerySchema,
        body: usuarioRelatorioFiltroSchema,
        response: {
          200: pageOrFile(usuarioRelatorioPageSchema, 'Uma página de usuários, ou o arquivo.'),
          ...badRequest('Filtro, página ou formato inválidos, ou justificativa ausente.'),
          ...forbidden('Exportação sem a permissão EXPORTAR_RELATORIOS.'),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return pageOrExport(reply, request.query, {
        page: (query) => service.usuarios(auth, request.body, query),
        file: (query) => service.exportUsuarios(auth, request.body, query, request.ip),
      });
    },
  );

  if (isProduction) return;

  app.post(
    '/relatorios/sessoes-ativas',
    {
      config: { access: 'RELATORIO_SESSAO_ATIVA' },
      schema: {
        operationId: 'listSessoesAtivas',
        tags,
        summary: 'Relatório de sessões ativas: usuário, endereço, navegador, início e expiração',
        description: `As sessões nem encerradas nem expiradas. ${ESCOPO} Não existe em produção.`,
        querystring: sessaoAtivaQuerySchema,
        body: sessaoAtivaFiltroSchema,
        response: {
          200: answer(sessaoAtivaPageSchema, 'Uma página de sessões.'),
          ...badRequest('Filtro ou página inválidos.'),
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.sessoes(authOf(request), request.body, request.query);
    },
  );

  app.post(
    '/relatorios/segundo-plano',
    {
      config: { access: 'RELATORIO_SEGUNDO_PLANO' },
      schema: {
        operationId: 'listExportacoesSegundoPlano',
        tags,
        summary:
          'Relatório das exportações em segundo plano: quem pediu, o quê, por quê e como terminou',
        description:
          'As exportações grandes demais para o envio imediato, de todos os usuários do escopo, ' +
          `com a justificativa da auditoria; nunca o arquivo nem os dados. ${ESCOPO} Não existe em ` +
          'produção.',
        querystring: exportacaoSegundoPlanoQuerySchema,
        body: exportacaoSegundoPlanoFiltroSchema,
        response: {
          200: answer(exportacaoSegundoPlanoPageSchema, 'Uma página de exportações.'),
          ...badRequest('Filtro ou página inválidos.'),
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.segundoPlano(authOf(request), request.body, request.query);
    },
  );

  app.delete(
    '/relatorios/sessoes-ativas/:id',
    {
      config: { access: 'ADMINISTRACAO_USUARIOS_EDITAR' },
      schema: {
        operationId: 'endSessao',
        tags,
        summary: 'Encerra a sessão de um usuário na hora',
        description:
          'O token da sessão passa a responder 401 na próxima requisição; o relatório de acesso ' +
          'registra quem a encerrou. A própria sessão ' +
          `termina com Sair. ${ESCOPO} Não existe em produção.`,
        params: idParamsSchema,
        response: {
          204: noContent('Sessão encerrada.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('A sessão (ativa)'),
          ...conflict('É a sessão de quem pede.'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.endSessao(authOf(request), request.params.id, request.ip)),
  );
};
