import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  exportacaoPageQuerySchema,
  exportacaoPageSchema,
  exportacaoSchema,
  linkDownloadQuerySchema,
  linkDownloadSchema,
  protocoloExportacaoParamsSchema,
} from '@portal/shared/exportacoes/schemas';
import { authOf } from '../../lib/auth-context';
import { sendExport } from '../../lib/export/exporter';
import {
  answer,
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
} from '../../lib/openapi';
import { errorBodySchema } from '@portal/shared/common/errors';
import { rateLimitKeyOf } from '../../lib/rate-limit-key';
import { announcePageCap } from '../../lib/paging';
import type { ExportacoesService } from './service';

const tags = ['exportacoes'];

/** Downloads by link per minute and address. */
const LINKS_POR_MINUTO = 60;

/**
 * 'Minhas Exportações' (spec §2.8, export result): the exports a caller asked that were too
 * large to send at once, generated in the background. Any logged-in user reaches them, and
 * only ever their own: the permission to export was checked when each was asked.
 */
export const exportacoesRoutes: FastifyPluginAsyncZod<{ service: ExportacoesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/exportacoes',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listExportacoes',
        tags,
        summary: 'As exportações em segundo plano do usuário, das mais recentes',
        description:
          'Só as do usuário da sessão, ainda não expiradas. A situação diz se o arquivo está ' +
          'na fila, sendo gerado, pronto (CONCLUIDA) ou se falhou.',
        querystring: exportacaoPageQuerySchema,
        response: {
          200: answer(exportacaoPageSchema, 'Uma página de exportações.'),
          ...badRequest('Página ou ordenação inválidas.'),
        },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.query);
    },
  );

  app.get(
    '/exportacoes/:protocolo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'getExportacao',
        tags,
        summary: 'Uma exportação em segundo plano, pelo protocolo',
        description:
          'A situação de uma exportação do usuário da sessão; a de outro usuário, ou expirada, ' +
          'responde 404.',
        params: protocoloExportacaoParamsSchema,
        response: {
          200: answer(exportacaoSchema, 'A exportação.'),
          ...badRequest('Protocolo inválido.'),
          ...notFound('A exportação'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.protocolo),
  );

  app.get(
    '/exportacoes/:protocolo/arquivo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'downloadExportacao',
        tags,
        summary: 'Baixa o arquivo de uma exportação pronta',
        description:
          'O arquivo como anexo (Content-Disposition com o nome). 409 enquanto não está pronto ' +
          'ou quando falhou.',
        params: protocoloExportacaoParamsSchema,
        response: {
          200: {
            description: 'O arquivo (CSV ou xlsx), como anexo.',
            content: {
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
            },
          },
          ...badRequest('Protocolo inválido.'),
          ...forbidden('O usuário não pode mais exportar estes dados, ou mudou de organização.'),
          ...notFound('A exportação'),
          ...conflict('O arquivo ainda não está pronto, ou a exportação falhou.'),
        },
      },
    },
    async (request, reply) =>
      sendExport(reply, {
        arquivo: await service.arquivo(authOf(request), request.params.protocolo),
      }),
  );

  app.post(
    '/exportacoes/:protocolo/link',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'createLinkExportacao',
        tags,
        summary: 'Um link de download de curta duração para o arquivo de uma exportação pronta',
        description:
          'O link vale 60 segundos, só para o usuário que o pediu, e baixa o arquivo sem o ' +
          'cabeçalho Authorization (o navegador o salva direto no disco). As mesmas regras do ' +
          'download valem ao pedir o link e ao usá-lo.',
        params: protocoloExportacaoParamsSchema,
        response: {
          200: answer(linkDownloadSchema, 'O link.'),
          ...badRequest('Protocolo inválido.'),
          ...forbidden('O usuário não pode mais exportar estes dados, ou mudou de organização.'),
          ...notFound('A exportação'),
          ...conflict('O arquivo ainda não está pronto, ou a exportação falhou.'),
        },
      },
    },
    (request) => service.link(authOf(request), request.params.protocolo),
  );

  app.get(
    '/publica/exportacoes/arquivo',
    {
      config: {
        access: 'PUBLICA',
        // A person follows a link or two a minute; guessing tokens is out of reach anyway.
        rateLimit: {
          max: LINKS_POR_MINUTO,
          timeWindow: '1 minute',
          keyGenerator: (request) => rateLimitKeyOf(request.ip),
        },
      },
      schema: {
        operationId: 'downloadExportacaoPorLink',
        tags,
        summary: 'Baixa o arquivo de uma exportação por um link de download',
        description:
          'O token de POST /api/exportacoes/{protocolo}/link, válido por 60 segundos. Sem ' +
          'token válido, 404.',
        querystring: linkDownloadQuerySchema,
        response: {
          200: {
            description: 'O arquivo (CSV ou xlsx), como anexo.',
            content: {
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
            },
          },
          ...badRequest('Token ausente.'),
          404: answer(
            errorBodySchema,
            'O link expirou, é inválido, a sessão que o pediu terminou, o usuário não pode mais ' +
              'exportar estes dados, ou a exportação expirou.',
          ),
          ...tooManyRequests('Links demais deste endereço no último minuto.'),
          ...conflict('A exportação falhou, ou o arquivo não está mais pronto.'),
        },
      },
    },
    async (request, reply) =>
      sendExport(reply, { arquivo: await service.arquivoPorLink(request.query.token) }),
  );
};
