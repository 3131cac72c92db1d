import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certidaoVerificacaoSchema,
  certidaoVerificarSchema,
  DOCUMENTOS_PUBLICOS,
  documentoPublicoQuerySchema,
  type DocumentoPublico,
} from '@portal/shared/contratos/certidao-schemas';
import { protocoloParamsSchema } from '@portal/shared/contratos/pedido-schemas';
import { answer, badRequest, conflict, notFound, tooManyRequests } from '../../lib/openapi';
import type { CertidoesService } from './certidoes-service';

export interface CertidoesRoutesOptions {
  service: CertidoesService;
  /** Public certificate calls per minute and address (CERTIDAO_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** PORTAL_URL: where the printed verification link points (else the request's own host). */
  portalUrl?: string;
}

const tags = ['contratos'];

/** An IPv6 network holds a whole /64: the limit counts the prefix, as the pre-registration's. */
const IPV6_PREFIX_LENGTH = 64;

/**
 * The public certificates of spec §7 (no login) and their verification page's call. Who may
 * fetch a PDF: whoever holds the order's verification code, which only a user with
 * GERA_CERTIDAO gets (`contratos/podeGerarCertidao`) and which is printed on the certificate.
 */
export const certidoesRoutes: FastifyPluginAsyncZod<CertidoesRoutesOptions> = async (
  app,
  { service, rateLimitPerMinute, portalUrl },
) => {
  const config = {
    access: 'PUBLICA',
    rateLimit: {
      max: rateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => normalizeIP(request.ip, IPV6_PREFIX_LENGTH),
    },
  } as const;

  const documentoRoute = (documento: DocumentoPublico, url: string, operationId: string) =>
    app.get(
      url,
      {
        config,
        schema: {
          operationId,
          tags,
          summary: `${DOCUMENTOS_PUBLICOS[documento]} de um pedido registrado, em PDF`,
          description:
            'Público, com o código de verificação do pedido na query (o de ' +
            '`contratos/podeGerarCertidao`, impresso na certidão). Sem ele, ou com outro, 404 ' +
            'como um protocolo inexistente. O devedor aparece com o CPF/CNPJ mascarado e sem ' +
            'endereço (LGPD). Limite de chamadas por minuto e endereço (429).',
          params: protocoloParamsSchema,
          querystring: documentoPublicoQuerySchema,
          response: {
            200: {
              description: 'O PDF, como anexo (Content-Disposition com o nome do arquivo).',
              content: { 'application/pdf': { schema: z.string() } },
            },
            ...badRequest('Protocolo ou código de verificação mal formados.'),
            ...notFound('O pedido daquele código'),
            ...conflict(
              'O pedido não está registrado (ainda não, ou foi cancelado): não há certidão.',
            ),
            ...tooManyRequests('Chamadas demais do mesmo endereço no último minuto.'),
          },
        },
      },
      async (request, reply) => {
        const { arquivo, pdf } = await service.documento(
          documento,
          request.params.protocolo,
          request.query.codigo,
          portalUrl ?? origemDe(request),
        );
        return sendPdf(reply, arquivo, pdf);
      },
    );

  documentoRoute('protocolo', '/publica/contratos/protocolo/:protocolo/pdf', 'getComprovantePdf');
  // Spec §7 writes these two with a trailing slash: the router ignores it either way.
  documentoRoute(
    'certidao_inteiro_teor_contrato',
    '/publica/contratos/certidao_inteiro_teor_contrato/:protocolo/pdf',
    'getCertidaoInteiroTeorPdf',
  );
  documentoRoute(
    'certidao_simplificada_contrato',
    '/publica/contratos/certidao_simplificada_contrato/:protocolo/pdf',
    'getCertidaoSimplificadaPdf',
  );

  app.post(
    '/publica/certidoes/verificar',
    {
      config,
      schema: {
        operationId: 'verifyCertidao',
        tags,
        summary: 'Confere o código de verificação de uma certidão',
        description:
          'Público (a página Verificar certidão). O código vai no corpo, fora dos logs de ' +
          'acesso. Responde se a certidão é autêntica e o que ela atesta hoje (situação atual, ' +
          'sem endereço, documento do devedor mascarado). Limite por minuto e endereço (429).',
        body: certidaoVerificarSchema,
        response: {
          200: answer(certidaoVerificacaoSchema, 'Autêntica ou não, e o que atesta.'),
          ...badRequest('Código de verificação mal formado.'),
          ...tooManyRequests('Chamadas demais do mesmo endereço no último minuto.'),
        },
      },
    },
    (request) => service.verify(request.body.codigo),
  );
};

/** The portal's address as the caller reached it (through the trusted proxies). */
function origemDe(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function sendPdf(reply: FastifyReply, arquivo: string, pdf: NodeJS.ReadableStream) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${arquivo}"`)
    .send(pdf);
}
