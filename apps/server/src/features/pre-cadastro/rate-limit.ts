import type { errorResponseBuilderContext } from '@fastify/rate-limit';
import { PRE_CADASTRO_MENSAGENS } from '@portal/shared/pre-cadastro/constantes';
import { AppError } from '../../lib/errors';
import { rateLimitKeyOf } from '../../lib/rate-limit-key';

/** The pre-registration's limits are per address, as every public one (lib/rate-limit-key). */
export function preCadastroRateLimitKey(ip: string): string {
  return rateLimitKeyOf(ip);
}

/** The 429 of the pre-registration: the limit is per hour, so it says how long to wait. */
export function preCadastroRateLimitError(
  _request: unknown,
  context: Pick<errorResponseBuilderContext, 'ttl'>,
): AppError {
  const minutos = Math.max(1, Math.ceil(context.ttl / 60_000));
  return new AppError('TOO_MANY_REQUESTS', PRE_CADASTRO_MENSAGENS.muitasTentativas(minutos));
}
