import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gravameChassiParamsSchema,
  gravameConsultaQuerySchema,
  gravameConsultaSchema,
} from '@portal/shared/gravames/schemas';
import { authOf } from '../../lib/auth-context';
import { answer, badRequest, notFound, remoteRegistryFailed } from '../../lib/openapi';
import type { GravamesService } from './service';

/** The lien lookup by chassis (spec §2.4 gravame/consulta), answered by B3's SNG. */
export const gravamesRoutes: FastifyPluginAsyncZod<{ service: GravamesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/gravames/chassi/:chassi',
    {
      config: { access: 'GRAVAME_CONSULTAR' },
      schema: {
        operationId: 'getGravameByChassi',
        tags: ['gravames'],
        summary: 'Consulta o gravame de um chassi no SNG (B3)',
        description:
          'Pergunta ao SNG a situação do gravame do chassi: ativo para este participante, ativo ' +
          'para outro, inativo ou inexistente, com o número do gravame, o informante, o tipo de ' +
          'restrição e as datas. O participante é o cliente (banco) em nome de quem se consulta, ' +
          'pelo seu CNPJ: o do usuário de cliente, ou o clienteId que um usuário da registradora ' +
          'informa; sem cliente, um gravame ativo vem como ATIVO, sem dizer de quem é. Um chassi ' +
          'sem gravame no SNG é um 200 com situacao NAO_ENCONTRADO.',
        params: gravameChassiParamsSchema,
        querystring: gravameConsultaQuerySchema,
        response: {
          200: answer(gravameConsultaSchema, 'O gravame do chassi no SNG.'),
          ...badRequest('Chassi ou clienteId inválido.'),
          ...notFound('O cliente (de outro banco, ou inexistente)'),
          ...remoteRegistryFailed(
            'O SNG não pôde ser consultado (fora do ar ou resposta inválida).',
            'O SNG não respondeu a tempo.',
          ),
        },
      },
    },
    (request) => service.getByChassi(authOf(request), request.params.chassi, request.query),
  );
};
