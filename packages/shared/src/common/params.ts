import { z } from 'zod';

/** `/{id}` of a record: a uuid (anything else is a 400, never a database error). */
export const idParamsSchema = z.object({
  id: z.uuid().meta({ description: 'O id do registro.' }),
});
