import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Mensagem } from '@portal/shared/common/errors';
import { MENSAGENS } from '@portal/shared/common/messages';
import { isForeignKeyViolation, isInvalidText, isOutOfRange } from '../lib/db-errors';
import { AppError } from '../lib/errors';

const CONTEXT_LABELS: Record<string, string> = {
  body: 'Corpo da requisição',
  querystring: 'Parâmetros de consulta',
  params: 'Parâmetros da rota',
  headers: 'Cabeçalhos',
};

const MESSAGE_BY_FASTIFY_CODE: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MENSAGENS.corpoInvalido,
  FST_ERR_CTP_EMPTY_JSON_BODY: MENSAGENS.corpoInvalido,
  FST_ERR_CTP_BODY_TOO_LARGE: MENSAGENS.corpoGrandeDemais,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MENSAGENS.tipoConteudoNaoSuportado,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: MENSAGENS.corpoInvalido,
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: MENSAGENS.naoAutenticado,
  403: MENSAGENS.acessoNegado,
  404: MENSAGENS.rotaNaoEncontrada,
  429: MENSAGENS.muitasRequisicoes,
};

/**
 * The one place errors become answers (spec §8): 4xx bodies are lists of `{ mensagem }` in
 * Portuguese, one per field problem for a 400; a 5xx is logged and never shows internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(error.mensagens);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const label = CONTEXT_LABELS[error.validationContext ?? 'body'] ?? 'Requisição';
      const mensagens: Mensagem[] = error.validation.map((issue) => {
        const campo = issue.instancePath.slice(1).replaceAll('/', '.');
        return campo
          ? { mensagem: `${campo}: ${issue.message}`, campo }
          : { mensagem: `${label}: ${issue.message}` };
      });
      return reply.status(400).send(mensagens);
    }
    if (isInvalidText(error)) {
      return reply.status(400).send([{ mensagem: MENSAGENS.caractereInvalido }]);
    }
    if (isOutOfRange(error)) {
      return reply.status(400).send([{ mensagem: MENSAGENS.valorForaDoIntervalo }]);
    }
    // Services check references first; a foreign key refusing the write means a concurrent
    // change removed the referenced row in between.
    if (isForeignKeyViolation(error)) {
      return reply.status(409).send([{ mensagem: MENSAGENS.registroAlteradoEmParalelo }]);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const mensagem =
        MESSAGE_BY_FASTIFY_CODE[error.code] ??
        (error instanceof SyntaxError ? MENSAGENS.corpoInvalido : undefined) ??
        MESSAGE_BY_STATUS[status] ??
        'Requisição inválida.';
      return reply.status(status).send([{ mensagem }]);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send([{ mensagem: MENSAGENS.erroInterno }]);
  });
}
