import { loginSchema } from '@portal/shared/auth/schemas';
import { formResolver } from '../../lib/zod-resolver';

/** The login form's fields of the shared login payload (the guid is added on submit). */
export const credentialsResolver = formResolver(
  loginSchema.pick({ username: true, password: true }),
);
