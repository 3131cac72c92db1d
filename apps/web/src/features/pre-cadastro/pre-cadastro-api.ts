import type { PreCadastroEnvio } from '@portal/shared/pre-cadastro/schemas';
import { http, parseJson } from '../../lib/http';

// The schemas (and zod with them) load with the first call, not with the page.
const loadSchemas = () => import('@portal/shared/pre-cadastro/schemas');

/**
 * GET publica/preCadastro/formulario: the token the server gives a form when it opens.
 * `ignoreError` for the quiet retries after a first failure was already reported.
 */
export async function abrirFormulario(options: { ignoreError?: boolean } = {}): Promise<string> {
  const { formularioPreCadastroSchema } = await loadSchemas();
  const { tokenFormulario } = await parseJson(
    http.get('publica/preCadastro/formulario', { isPublic: true, ...options }),
    formularioPreCadastroSchema,
  );
  return tokenFormulario;
}

/** POST publica/preCadastro/enviar (spec §7), without login. */
export async function sendPreCadastro(envio: PreCadastroEnvio): Promise<void> {
  const { preCadastroRespostaSchema } = await loadSchemas();
  await parseJson(
    http.post('publica/preCadastro/enviar', { json: envio, isPublic: true }),
    preCadastroRespostaSchema,
  );
}
