import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSULTA_LIMITE_CONTAGEM,
  CONSULTA_TAMANHO_MAXIMO,
  pedidoConsultaFiltroSchema,
  pedidoConsultaPageSchema,
  pedidoConsultaQuerySchema,
} from '@portal/shared/contratos/consulta-schemas';
import { authOf } from '../../lib/auth-context';
import { EXPORTACAO_GRANDE, pageOrExport, pageOrScheduled } from '../../lib/export/exporter';
import { badRequest, forbidden } from '../../lib/openapi';
import type { PedidosConsultaService } from './service';

const tags = ['pedidos-consulta'];

/**
 * The order search (spec §7 `v2/pedidos/consultar`, page vbauto/contrato/consultar): a page of
 * the orders the caller sees, or with `?formato=csv|xlsx` the whole filter as a file.
 */
export const pedidosConsultaRoutes: FastifyPluginAsyncZod<{
  service: PedidosConsultaService;
}> = async (app, { service }) => {
  app.post(
    '/v2/pedidos/consultar',
    {
      config: { access: 'CONTRATO_CONSULTAR' },
      schema: {
        operationId: 'listPedidos',
        tags,
        summary: 'Consulta de pedidos: uma página, ou o filtro inteiro em CSV ou Excel',
        description:
          'Filtros no corpo, combinados com E; paginação e ordenação na query (tamanho de ' +
          `página até ${CONSULTA_TAMANHO_MAXIMO}; a ordenação desempata pelo id). O total é ` +
          `exato até ${CONSULTA_LIMITE_CONTAGEM} pedidos; acima disso é uma estimativa do ` +
          'banco e totalExato é false. Um usuário de banco só encontra os pedidos do seu ' +
          'cliente; um do Detran, os enviados a ele. Com ?formato=csv ou xlsx (permissão ' +
          'CONTRATO_EXPORTAR) a resposta é o arquivo do filtro inteiro, com a justificativa ' +
          '(justificativaExportacao, 2 a 255 caracteres, obrigatória para quem tem ' +
          'JUSTIFICATIVA_EXPORTAR_CONTRATOS) gravada na auditoria antes do primeiro byte; o ' +
          'Excel é limitado a 100.000 linhas.',
        querystring: pedidoConsultaQuerySchema,
        body: pedidoConsultaFiltroSchema,
        response: {
          // A page as JSON; an export is a file stream, sent as it is (never serialized).
          200: {
            description:
              'Uma página de pedidos e o total; com formato, o arquivo como anexo ' +
              '(Content-Disposition com o nome do arquivo); ' +
              EXPORTACAO_GRANDE,
            content: {
              'application/json': { schema: pageOrScheduled(pedidoConsultaPageSchema) },
              'text/csv': { schema: z.string() },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: z.string(),
              },
            },
          },
          ...badRequest(
            'Filtro, página, ordenação ou formato inválidos, justificativa ausente ou fora de ' +
              '2 a 255 caracteres, ou Excel acima de 100.000 linhas.',
          ),
          ...forbidden('Exportação sem a permissão CONTRATO_EXPORTAR.'),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      return pageOrExport(reply, request.query, {
        page: (query) => service.search(auth, request.body, query),
        file: (query) => service.export(auth, request.body, query, request.ip),
      });
    },
  );
};
