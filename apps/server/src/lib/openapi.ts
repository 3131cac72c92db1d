import { errorBodySchema } from '@portal/shared/common/errors';

/** OpenAPI: a route that needs a logged-in caller (the bearer token). */
export const BEARER_SECURITY = [{ bearer: [] }];

/** OpenAPI: the §8 error body, for every 4xx a route can answer. */
export const ERROR_RESPONSES = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
