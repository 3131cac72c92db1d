import { loginSchema } from '@portal/shared/auth/schemas';
import { formResolver } from '../../components/form/form-resolver';

/** The login form's fields of the shared login payload (the guid is added on submit). */
export const credentialsResolver = formResolver(
  loginSchema.pick({ username: true, password: true }),
);
