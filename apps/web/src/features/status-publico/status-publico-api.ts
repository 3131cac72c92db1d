import type { StatusRegistroResposta } from '@portal/shared/status-publico/textos';
import { http, parseJson } from '../../lib/http';

// zod and the schemas load with the first lookup, not with the page.
const loadSchemas = () => import('@portal/shared/status-publico/schemas');

/** The typed chassis checked with the shared schema and the §5 messages, as the server will. */
export async function validateChassi(
  chassi: string,
): Promise<{ chassi: string } | { erro: string }> {
  const [{ statusRegistroParamsSchema }, { installZodPtBr }] = await Promise.all([
    loadSchemas(),
    import('@portal/shared/common/zod-pt-br'),
  ]);
  installZodPtBr();
  const validado = statusRegistroParamsSchema.safeParse({ chassi });
  if (validado.success) return { chassi: validado.data.chassi };
  return { erro: validado.error.issues[0]?.message ?? 'Chassi Inválido' };
}

/** GET publica/statusRegistro/{chassi} (spec §7), without login. */
export async function fetchStatusRegistro(chassi: string): Promise<StatusRegistroResposta> {
  const { statusRegistroRespostaSchema } = await loadSchemas();
  return parseJson(
    http.get(`publica/statusRegistro/${encodeURIComponent(chassi)}`, { isPublic: true }),
    statusRegistroRespostaSchema,
  );
}
