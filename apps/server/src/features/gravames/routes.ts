import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gravameChassiParamsSchema, gravameConsultaSchema } from '@portal/shared/gravames/schemas';
import { answer, badRequest, remoteRegistryFailed } from '../../lib/openapi';
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
          'restrição e as datas. Um chassi sem gravame no SNG é um 200 com situacao ' +
          'NAO_ENCONTRADO.',
        params: gravameChassiParamsSchema,
        response: {
          200: answer(gravameConsultaSchema, 'O gravame do chassi no SNG.'),
          ...badRequest('Chassi inválido.'),
          ...remoteRegistryFailed(
            'O SNG não pôde ser consultado (fora do ar ou resposta inválida).',
            'O SNG não respondeu a tempo.',
          ),
        },
      },
    },
    (request) => service.consultarPorChassi(request.params.chassi),
  );
};
