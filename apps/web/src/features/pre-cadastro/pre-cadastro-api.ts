import type { PreCadastroEnvio } from '@portal/shared/pre-cadastro/schemas';
import { http, parseData, parseJson } from '../../lib/http';
import type { RequestFlags } from '../../lib/http-client';

// The schemas (and zod with them) load with the first call, not with the page.
const loadSchemas = () => import('@portal/shared/pre-cadastro/schemas');

/**
 * GET publica/preCadastro/formulario: the token the server gives a form when it opens, as the
 * server sent it; `tokenOf` reads it when the form is sent. zod and the schema load then, not
 * with the page (the form's validation loads them at the first check too). `ignoreError` for
 * the quiet retries after a first failure was already reported.
 */
export async function fetchFormulario(
  options: Pick<RequestFlags, 'ignoreError' | 'isBackground'> = {},
): Promise<unknown> {
  return http.get('publica/preCadastro/formulario', { isPublic: true, ...options }).json();
}

/** The token of an answer of `fetchFormulario`, checked with the shared schema. */
export async function tokenOf(formulario: unknown): Promise<string> {
  const { formularioPreCadastroSchema } = await loadSchemas();
  return parseData(formulario, formularioPreCadastroSchema).tokenFormulario;
}

/** POST publica/preCadastro/enviar (spec §7), without login. */
export async function sendPreCadastro(envio: PreCadastroEnvio): Promise<void> {
  const { preCadastroRespostaSchema } = await loadSchemas();
  await parseJson(
    http.post('publica/preCadastro/enviar', { json: envio, isPublic: true }),
    preCadastroRespostaSchema,
  );
}
