import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@portal/shared/common/params';
import {
  rascunhoDadosSchema,
  rascunhoResumoSchema,
  rascunhoSchema,
} from '@portal/shared/contratos/rascunho-schemas';
import { authOf } from '../../lib/auth-context';
import { answer, badRequest, forbidden, noContent, notFound } from '../../lib/openapi';
import { noContentAfter } from '../../lib/routes';
import type { RascunhosService } from './rascunhos-service';

const tags = ['contratos'];

const CLIENTE_INVALIDO =
  'Campo inválido (modo, dados grandes demais); clienteId ausente para a registradora, ou de ' +
  'um cliente inexistente ou de outro banco.';

/**
 * Drafts of the contract form (spec §2.8, mode 3), a portal convenience the spec's API does
 * not name: saved incomplete and unvalidated, resumed later by the client's users.
 */
export const rascunhosRoutes: FastifyPluginAsyncZod<{ service: RascunhosService }> = async (
  app,
  { service },
) => {
  app.get(
    '/contratos/rascunhos',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'listRascunhos',
        tags,
        summary: 'Os rascunhos de contrato do cliente',
        description:
          'Os rascunhos que o usuário enxerga (os do seu cliente; a registradora, os de todos), ' +
          'do alterado por último ao mais antigo, sem os dados.',
        response: {
          200: answer(z.array(rascunhoResumoSchema), 'Os rascunhos, o mais recente primeiro.'),
        },
      },
    },
    (request) => service.list(authOf(request)),
  );

  app.post(
    '/contratos/rascunhos',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'createRascunho',
        tags,
        summary: 'Salva um rascunho de contrato ou aditivo',
        description:
          'Guarda o que o formulário tinha, incompleto e sem validação: o contrato só é ' +
          'validado quando enviado.',
        body: rascunhoDadosSchema,
        response: {
          201: answer(rascunhoSchema, 'O rascunho salvo.'),
          ...badRequest(CLIENTE_INVALIDO),
          ...forbidden('Um usuário de fornecedor não registra contratos.'),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(authOf(request), request.body)),
  );

  app.get(
    '/contratos/rascunhos/:id',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'getRascunho',
        tags,
        summary: 'Um rascunho, com os dados',
        description: 'O rascunho pelo id, com o que o formulário tinha, para retomá-lo.',
        params: idParamsSchema,
        response: {
          200: answer(rascunhoSchema, 'O rascunho.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O rascunho'),
        },
      },
    },
    (request) => service.get(authOf(request), request.params.id),
  );

  app.put(
    '/contratos/rascunhos/:id',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'updateRascunho',
        tags,
        summary: 'Salva de novo um rascunho',
        description:
          'Substitui os dados do rascunho pelo que o formulário tem agora; quem salvou passa a ' +
          'ser o autor.',
        params: idParamsSchema,
        body: rascunhoDadosSchema,
        response: {
          200: answer(rascunhoSchema, 'O rascunho salvo.'),
          ...badRequest(CLIENTE_INVALIDO),
          ...forbidden('Um usuário de fornecedor não registra contratos.'),
          ...notFound('O rascunho'),
        },
      },
    },
    (request) => service.update(authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/contratos/rascunhos/:id',
    {
      config: { access: 'CONTRATO_REGISTRAR' },
      schema: {
        operationId: 'deleteRascunho',
        tags,
        summary: 'Exclui um rascunho',
        description:
          'Exclusão lógica: o rascunho deixa a lista. O formulário exclui o rascunho que ' +
          'retomou depois de enviá-lo.',
        params: idParamsSchema,
        response: {
          204: noContent('Rascunho excluído.'),
          ...badRequest('O id não é um uuid.'),
          ...notFound('O rascunho'),
        },
      },
    },
    async (request, reply) =>
      noContentAfter(reply, service.remove(authOf(request), request.params.id)),
  );
};
