import { preCadastroSchema } from '@portal/shared/pre-cadastro/schemas';
import { formResolver } from '../../components/form/form-resolver';

/** The form's validation: the shared schema the server also checks the payload with. */
export const preCadastroResolver = formResolver(preCadastroSchema);
