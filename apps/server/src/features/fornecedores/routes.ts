import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  destinoSchema,
  fornecedorAdministradorSchema,
  fornecedorComboSchema,
  fornecedorCsvQuerySchema,
  fornecedorFiltroSchema,
  fornecedorInputSchema,
  fornecedorPageSchema,
  fornecedorPageQuerySchema,
  fornecedorSchema,
  fornecedorUpdateSchema,
  tipoServicoParamsSchema,
  ufDetranSchema,
} from '@portal/shared/fornecedores/schemas';
import { authOf } from '../../lib/auth-context';
import { exportacaoAgendadaSchema } from '@portal/shared/common/exportacao';
import { EXPORTACAO_GRANDE, sendExport } from '../../lib/export/exporter';
import { announcePageCap } from '../../lib/paging';
import type { FornecedoresService } from './service';
import { idParamsSchema } from '@portal/shared/common/params';
import { answer, badRequest, conflict, forbidden, noContent, notFound } from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';

const tags = ['fornecedores'];

const FORNECEDOR_DESCRIPTION =
  'Fornecedor: um dos 27 Detrans (tipo DETRAN, um por UF, dados de referência sincronizados a ' +
  'cada início, que não podem ser excluídos nem mudar de tipo ou UF) ou outro destino ' +
  'cadastrado por um administrador (tipo OUTRO, por exemplo o SNG da B3). Campos: nome ' +
  '(2-150; único entre os não excluídos, sem distinguir maiúsculas), ' +
  'razaoSocial, cnpj (opcional; 14 caracteres sem separadores, aceita o ' +
  'CNPJ ' +
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
        operationId: 'listDestinos',
        tags,
        summary: 'Destinos ativos (Detrans por UF e outros destinos), para escolher onde registrar',
        description:
          'Os fornecedores ativos aos quais um contrato pode ser enviado: os ' +
          'Detrans, por UF, e os outros destinos.',
        response: { 200: answer(z.array(destinoSchema), 'Os destinos ativos.') },
      },
    },
    () => service.destinos(),
  );

  app.get(
    '/fornecedores/destinos-combo',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listDestinoOpcoes',
        tags,
        summary: 'Destinos ativos como opções de combo ({ id, nome })',
        description: 'Os destinos ativos como opções de um combo.',
        response: { 200: answer(z.array(fornecedorComboSchema), 'As opções, em ordem de nome.') },
      },
    },
    () => service.destinosCombo(),
  );

  app.get(
    '/fornecedores/ufs-detrans',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listUfsDetrans',
        tags,
        summary: 'UFs atendidas por um Detran ativo, com o nome do estado e o id do Detran',
        description: 'As UFs que têm um Detran ativo, com o nome do estado e o id do Detran.',
        response: { 200: answer(z.array(ufDetranSchema), 'As UFs com Detran ativo.') },
      },
    },
    () => service.ufsDetrans(),
  );

  app.get(
    '/fornecedores/destinos/tipoServico/:t',
    {
      config: { access: 'AUTENTICADO' },
      schema: {
        operationId: 'listDestinosPorTipoServico',
        tags,
        summary:
          'Destinos ativos que têm preço vigente hoje (servicos-detran) para o tipo de serviço t',
        description:
          'Os destinos ativos com um preço vigente hoje (servicos-detran) para o ' +
          'tipo de serviço t.',
        params: tipoServicoParamsSchema,
        response: {
          200: answer(z.array(destinoSchema), 'Os destinos com preço vigente.'),
          ...badRequest('O tipo de serviço não é um número inteiro positivo.'),
        },
      },
    },
    (request) => service.destinosPorTipoServico(request.params.t),
  );

  app.get(
    '/fornecedores/administradores',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR' },
      schema: {
        operationId: 'listFornecedoresAdministracao',
        tags,
        summary:
          'Fornecedores das telas de administração: todos os não excluídos, ativos e inativos, ' +
          'em ordem de nome (um usuário de fornecedor recebe só o seu)',
        description:
          'Todos os fornecedores não excluídos, ativos e inativos, para as telas ' +
          'de administração; um usuário de fornecedor recebe só o seu.',
        response: {
          200: answer(z.array(fornecedorAdministradorSchema), 'Os fornecedores, em ordem de nome.'),
        },
      },
    },
    (request) => service.administradores(authOf(request)),
  );

  app.get(
    '/fornecedores/administradoresPagadorTaxaDetranRJ',
    {
      config: { access: 'RELATORIO_TAXA_RJ' },
      schema: {
        operationId: 'listFornecedoresPagadoresTaxaDetranRj',
        tags,
        summary:
          'Fornecedores ativos que pagam a taxa do Detran-RJ (guia DUDA) pelos clientes ' +
          '(pagadorTaxaDetranRj), para o relatório de taxas RJ',
        description:
          'Os fornecedores ativos que pagam a taxa do Detran-RJ (guia DUDA) pelos ' +
          'clientes, para o relatório de taxas RJ.',
        response: {
          200: answer(
            z.array(fornecedorAdministradorSchema),
            'Os fornecedores pagadores da taxa do Detran-RJ.',
          ),
        },
      },
    },
    (request) => service.administradoresPagadorTaxaDetranRj(authOf(request)),
  );

  app.get(
    '/fornecedores/csv',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_CONSULTAR' },
      schema: {
        operationId: 'exportFornecedoresCsv',
        tags,
        summary: 'Exporta a consulta de fornecedores em CSV',
        description:
          'Filtros (nome, cnpj, uf, tipo, ativo) e justificativaExportacao (obrigatória, 2 a 255 ' +
          'caracteres) na query. Grava uma linha de auditoria (usuário, filtro, justificativa, ' +
          'quantidade de linhas) antes de enviar o arquivo: CSV UTF-8 com BOM, separador ";", ' +
          'Content-Disposition com o nome do arquivo.',
        querystring: fornecedorCsvQuerySchema,
        // The 200 is a CSV stream, sent as it is (never serialized): documented as text/csv.
        response: {
          200: {
            description:
              'O arquivo CSV, como anexo (Content-Disposition com o nome do arquivo); ' +
              EXPORTACAO_GRANDE,
            content: {
              'text/csv': { schema: z.string() },
              'application/json': { schema: exportacaoAgendadaSchema },
            },
          },
          ...badRequest('Filtro inválido ou justificativa ausente ou fora de 2 a 255 caracteres.'),
        },
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
        operationId: 'listFornecedores',
        tags,
        summary: 'Lista fornecedores com filtros no corpo e paginação na query',
        description:
          'Corpo: { nome (contém, no nome ou na razão social), cnpj (início), uf, tipo, ativo }. ' +
          'Query: page (desde 0), size (até 100; x-tamanho-maximo-pagina), sort=' +
          'nome|uf|tipo|cnpj|dataCadastro,asc|desc.',
        querystring: fornecedorPageQuerySchema,
        body: fornecedorFiltroSchema,
        response: {
          200: answer(fornecedorPageSchema, 'Uma página de fornecedores e o total encontrado.'),
          ...badRequest('Filtro, página, tamanho ou ordenação inválidos.'),
        },
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
        operationId: 'createFornecedor',
        tags,
        summary: 'Cadastra um fornecedor (outro destino; os Detrans já existem)',
        description: FORNECEDOR_DESCRIPTION,
        body: fornecedorInputSchema,
        response: {
          201: answer(fornecedorSchema, 'O fornecedor cadastrado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...forbidden('Só a registradora cadastra fornecedores.'),
          ...conflict('Já existe um fornecedor com este nome ou CNPJ.'),
        },
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
        operationId: 'getFornecedor',
        tags,
        summary: 'Um fornecedor',
        description: FORNECEDOR_DESCRIPTION,
        params: idParamsSchema,
        response: {
          200: answer(fornecedorSchema, 'O fornecedor.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O fornecedor'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/fornecedores/:id',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_EDITAR' },
      schema: {
        operationId: 'updateFornecedor',
        tags,
        summary: 'Altera um fornecedor (substituição completa: todos os campos são obrigatórios)',
        description:
          FORNECEDOR_DESCRIPTION +
          ' Um usuário do próprio fornecedor não altera nome, CNPJ, tipo, UF, ativo nem ' +
          'pagadorTaxaDetranRj (403).',
        params: idParamsSchema,
        body: fornecedorUpdateSchema,
        response: {
          200: answer(fornecedorSchema, 'O fornecedor alterado.'),
          ...badRequest('Campo inválido ou ausente.'),
          ...forbidden(
            'Um usuário de cliente não altera fornecedores; um usuário do ' +
              'fornecedor não altera nome, CNPJ, tipo, UF, situação nem ' +
              'pagadorTaxaDetranRj.',
          ),
          ...notFound('O fornecedor'),
          ...conflict(
            'Nome ou CNPJ já usado por outro fornecedor, ou mudança de tipo ou UF de um Detran.',
          ),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/fornecedores/:id',
    {
      config: { access: 'ADMINISTRACAO_FORNECEDORES_EDITAR' },
      schema: {
        operationId: 'deleteFornecedor',
        tags,
        summary:
          'Exclui (logicamente) um fornecedor; 409 dizendo o que o referencia ' +
          '(usuários, preços). ' +
          'Os Detrans não são excluídos.',
        description: 'Exclusão lógica de um destino do tipo OUTRO; os Detrans não são excluídos.',
        params: idParamsSchema,
        response: {
          204: noContent('Fornecedor excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...forbidden('Só a registradora exclui fornecedores.'),
          ...notFound('O fornecedor'),
          ...conflict(
            'O fornecedor é um Detran, ou usuários ou preços ainda o referenciam (a ' +
              'mensagem diz quais).',
          ),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
