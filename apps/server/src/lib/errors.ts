import type { Mensagem } from '@portal/shared/common/errors';
import { MENSAGENS } from '@portal/shared/common/messages';

const STATUS_BY_CODE = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  /** A remote registry (a Detran, the SNG) answered badly or could not be reached. */
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
  /** A remote registry did not answer in time. */
  GATEWAY_TIMEOUT: 504,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/**
 * A coded error a service throws to answer the client: the one error handler maps the code
 * to its HTTP status and the messages to the §8 body. Messages are for people (pt-BR).
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly mensagens: Mensagem[];

  constructor(
    readonly code: AppErrorCode,
    mensagens: string | Mensagem[],
  ) {
    const list = typeof mensagens === 'string' ? [{ mensagem: mensagens }] : mensagens;
    super(list.map((m) => m.mensagem).join('; '));
    this.name = 'AppError';
    this.statusCode = STATUS_BY_CODE[code];
    this.mensagens = list;
  }
}

/**
 * The 404 of a missing row: 'Registro não encontrado.'. A row out of the caller's tenant
 * scope gets exactly the same answer (lib/tenancy.ts), so an id reveals nothing.
 */
export function notFound(): AppError {
  return new AppError('NOT_FOUND', MENSAGENS.naoEncontrado);
}

/**
 * The 400 of one refused field, for a rule the request schema cannot check (a row that must
 * exist, a state it must be in): `[{ campo, mensagem: 'campo: mensagem' }]`, so the form can
 * show the message under the field it names.
 */
export function invalid(campo: string, mensagem: string): AppError {
  return new AppError('INVALID_INPUT', [{ mensagem: `${campo}: ${mensagem}`, campo }]);
}

/**
 * The value a repository answered, or the 404 of a missing row (`notFound`) when it answered
 * none: null or undefined for a row it did not find, false for a row it did not change.
 */
export function orNotFound<T>(value: T | null | undefined | false): T {
  if (!value) throw notFound();
  return value;
}
