import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  statusRegistroParamsSchema,
  statusRegistroRespostaSchema,
} from '@portal/shared/status-publico/schemas';
import { answer, badRequest, tooManyRequests } from '../../lib/openapi';
import { rateLimitKeyOf } from '../../lib/rate-limit-key';
import type { StatusPublicoService } from './service';

export interface StatusPublicoRoutesOptions {
  service: StatusPublicoService;
  /** Lookups per minute and address (STATUS_PUBLICO_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
}

/** The public chassis status (spec §2.3, §4, §7 `publica/statusRegistro/{chassi}`): no login. */
export const statusPublicoRoutes: FastifyPluginAsyncZod<StatusPublicoRoutesOptions> = async (
  app,
  { service, rateLimitPerMinute },
) => {
  app.get(
    '/publica/statusRegistro/:chassi',
    {
      config: {
        access: 'PUBLICA',
        rateLimit: {
          max: rateLimitPerMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => rateLimitKeyOf(request.ip),
        },
      },
      schema: {
        operationId: 'getStatusRegistro',
        tags: ['status-publico'],
        summary: 'A situação pública do registro de um chassi',
        description:
          'Público (a página vbexpress). A linha do tempo do registro do contrato de ' +
          'financiamento do chassi, a partir dos pedidos que o levam: em processo, não ' +
          'realizado (inconsistência apontada pelo Detran), registrado com sucesso (com o ' +
          'protocolo) ou inexistente. Não traz dados do devedor, do credor nem do contrato ' +
          '(LGPD). Limite de consultas por minuto e endereço (429; um endereço IPv6 conta pelo ' +
          'seu prefixo /64).',
        params: statusRegistroParamsSchema,
        response: {
          200: answer(statusRegistroRespostaSchema, 'A linha do tempo do registro do chassi.'),
          ...badRequest(
            'Chassi inválido (caracteres fora de 0-9 e A-Z sem I, O, Q, ou mais de 21).',
          ),
          ...tooManyRequests(
            'Consultas demais do mesmo endereço (ou prefixo IPv6 /64) no último minuto.',
          ),
        },
      },
    },
    (request) => service.getStatus(request.params.chassi),
  );
};
