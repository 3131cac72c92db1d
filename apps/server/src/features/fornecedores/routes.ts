import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@portal/shared/common/errors';
import { pageSchema } from '@portal/shared/common/paging';
import {
  destinoSchema,
  fornecedorAdministradorSchema,
  fornecedorComboSchema,
  fornecedorCsvQuerySchema,
  fornecedorFiltroSchema,
  fornecedorInputSchema,
  fornecedorPageQuerySchema,
  fornecedorSchema,
  fornecedorUpdateSchema,
  tipoServicoParamsSchema,
  ufDetranSchema,
} from '@portal/shared/fornecedores/schemas';
import { authOf } from '../../lib/auth-context';
import { sendExport } from '../../lib/export/exporter';
import { announcePageCap } from '../../lib/paging';
import type { FornecedoresService } from './service';
import { idParamsSchema } from '@portal/shared/common/params';
import { BEARER_SECURITY, ERROR_RESPONSES } from '../../lib/openapi';

const tags = ['fornecedores'];

const FORNECEDOR_DESCRIPTION =
  'Fornecedor: um dos 27 Detrans (tipo DETRAN, um por UF, dados de referência sincronizados a ' +
  'cada início, que não podem ser excluídos nem mudar de tipo ou UF) ou outro destino ' +
  'cadastrado por um administrador (tipo OUTRO, por exemplo o SNG da B3). Campos: nome ' +
  '(2-150; único entre os não excluídos, sem distinguir maiúsculas), razaoSocial, cnpj (opcional; 14 caracteres sem separadores, aceita o CNPJ ' +
  'alfanumérico; único entre os fornecedores não excluídos), tipo, uf (obrigatória para ' +
  'Detran), email, telefone (DDD + número, só dígitos), descricao, pagadorTaxaDetranRj (paga ' +
  'a taxa do Detran-RJ, guia DUDA, pelos clientes), ativo. Um usuário de fornecedor só enxerga ' +
  'o próprio fornecedor: o id de outro responde 404.';

/** The suppliers calls of spec §7 (fornecedores/*), relative to /api. */
export const fornecedoresRoutes: FastifyPluginAsyncZod<{ service: FornecedoresService }> = async (
  app,
  { service },
) => {
  app.get(
    '/fornecedores/destinos',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Destinos ativos (Detrans por UF e outros destinos), para escolher onde registrar',
        response: { 200: z.array(destinoSchema), 401: errorBodySchema },
      },
    },
    () => service.destinos(),
  );

  app.get(
    '/fornecedores/destinos-combo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Destinos ativos como opções de combo ({ id, nome })',
        response: { 200: z.array(fornecedorComboSchema), 401: errorBodySchema },
      },
    },
    () => service.destinosCombo(),
  );

  app.get(
    '/fornecedores/ufs-detrans',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'UFs atendidas por um Detran ativo, com o nome do estado e o id do Detran',
        response: { 200: z.array(ufDetranSchema), 401: errorBodySchema },
      },
    },
    () => service.ufsDetrans(),
  );

  app.get(
    '/fornecedores/destinos/tipoServico/:t',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Destinos ativos que têm preço vigente hoje (servicos-detran) para o tipo de serviço t',
        params: tipoServicoParamsSchema,
        response: { 200: z.array(destinoSchema), ...ERROR_RESPONSES },
      },
    },
    (request) => service.destinosPorTipoServico(request.params.t),
  );

  app.get(
    '/fornecedores/administradores',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Fornecedores das telas de administração: todos os não excluídos, ativos e inativos, ' +
          'em ordem de nome (um usuário de fornecedor recebe só o seu)',
        response: { 200: z.array(fornecedorAdministradorSchema), ...ERROR_RESPONSES },
      },
    },
    (request) => service.administradores(authOf(request)),
  );

  app.get(
    '/fornecedores/administradoresPagadorTaxaDetranRJ',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Fornecedores ativos que pagam a taxa do Detran-RJ (guia DUDA) pelos clientes ' +
          '(pagadorTaxaDetranRj), para o relatório de taxas RJ',
        response: { 200: z.array(fornecedorAdministradorSchema), 401: errorBodySchema },
      },
    },
    (request) => service.administradoresPagadorTaxaDetranRj(authOf(request)),
  );

  app.get(
    '/fornecedores/csv',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Exporta a consulta de fornecedores em CSV',
        description:
          'Filtros (nome, cnpj, uf, tipo, ativo) e justificativaExportacao (obrigatória, 2 a 255 ' +
          'caracteres) na query. Grava uma linha de auditoria (usuário, filtro, justificativa, ' +
          'quantidade de linhas) antes de enviar o arquivo: CSV UTF-8 com BOM, separador ";", ' +
          'Content-Disposition com o nome do arquivo.',
        querystring: fornecedorCsvQuerySchema,
        // The 200 is a CSV stream, not JSON: described above, not serialized.
        response: { 200: z.any(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      sendExport(reply, await service.exportCsv(authOf(request), request.query, request.ip)),
  );

  app.post(
    '/fornecedores/consultar',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Lista fornecedores com filtros no corpo e paginação na query',
        description:
          'Corpo: { nome (contém, no nome ou na razão social), cnpj (início), uf, tipo, ativo }. ' +
          'Query: page (desde 0), size (até 100; x-tamanho-maximo-pagina), sort=' +
          'nome|uf|tipo|cnpj|dataCadastro,asc|desc.',
        querystring: fornecedorPageQuerySchema,
        body: fornecedorFiltroSchema,
        response: { 200: pageSchema(fornecedorSchema), ...ERROR_RESPONSES },
      },
    },
    (request, reply) => {
      announcePageCap(reply, request.query);
      return service.list(authOf(request), request.body, request.query);
    },
  );

  app.post(
    '/fornecedores',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Cadastra um fornecedor (outro destino; os Detrans já existem)',
        description: FORNECEDOR_DESCRIPTION,
        body: fornecedorInputSchema,
        response: { 201: fornecedorSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/fornecedores/:id',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Um fornecedor',
        description: FORNECEDOR_DESCRIPTION,
        params: idParamsSchema,
        response: { 200: fornecedorSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/fornecedores/:id',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary: 'Altera um fornecedor (substituição completa: todos os campos são obrigatórios)',
        description:
          FORNECEDOR_DESCRIPTION +
          ' Um usuário do próprio fornecedor não altera nome, CNPJ, tipo, UF, ativo nem ' +
          'pagadorTaxaDetranRj (403).',
        params: idParamsSchema,
        body: fornecedorUpdateSchema,
        response: { 200: fornecedorSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/fornecedores/:id',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_EDITAR' },
      schema: {
        tags,
        security: BEARER_SECURITY,
        summary:
          'Exclui (logicamente) um fornecedor; 409 dizendo o que o referencia (usuários, preços). ' +
          'Os Detrans não são excluídos.',
        params: idParamsSchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await service.remove(authOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
