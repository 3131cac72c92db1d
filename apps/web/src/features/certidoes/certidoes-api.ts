import type { CertidaoVerificacao } from '@portal/shared/contratos/certidao-schemas';
import { http, parseJson } from '../../lib/http';

// The schemas (and zod with them) load with the first check, not with the page.
const loadSchemas = () => import('@portal/shared/contratos/certidao-schemas');

/** The code as the server reads it, or the message to show under the field. */
export async function parseCodigo(
  digitado: string,
): Promise<{ codigo: string } | { erro: string }> {
  const { codigoVerificacaoSchema } = await loadSchemas();
  const lido = codigoVerificacaoSchema.safeParse(digitado);
  return lido.success
    ? { codigo: lido.data }
    : { erro: lido.error.issues[0]?.message ?? 'Código inválido' };
}

/** POST publica/certidoes/verificar, without login. */
export async function verifyCertidao(codigo: string): Promise<CertidaoVerificacao> {
  const { certidaoVerificacaoSchema } = await loadSchemas();
  return parseJson(
    http.post('publica/certidoes/verificar', { json: { codigo }, isPublic: true }),
    certidaoVerificacaoSchema,
  );
}
