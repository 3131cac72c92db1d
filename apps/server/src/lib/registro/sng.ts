import { z } from 'zod';
import {
  INFORMANTES_GRAVAME,
  SITUACOES_GRAVAME,
  type InformanteGravame,
  type SituacaoGravame,
} from '@portal/shared/gravames/schemas';
import { TIPO_RESTRICAO_CODIGOS, type TipoRestricao } from '@portal/shared/common/restricoes';

/**
 * The registry adapter towards B3's SNG (Sistema Nacional de Gravames): the lien query by
 * chassis. Common layer, since the lien lookup page and the registration flow both ask it.
 * Today the simulator (apps/detran-sim, `GET /b3/sng/gravames/{chassi}` with the asking
 * participant's CNPJ in `X-Participante-Cnpj`) stands behind it; a real SNG client (B3's own
 * layout, the participant known by its credentials) implements the same interface.
 */

/** What the SNG holds of a chassis. */
export interface GravameSng {
  chassi: string;
  situacao: SituacaoGravame;
  numeroGravame: string | null;
  informante: InformanteGravame | null;
  tipoRestricao: TipoRestricao | null;
  dataInclusao: string | null;
  dataBaixa: string | null;
}

/** The SNG answered, or it did not: unreachable / 5xx / a malformed answer, or too slow. */
export type RespostaSng =
  | { tipo: 'resposta'; gravame: GravameSng }
  | { tipo: 'indisponivel'; motivo: string }
  | { tipo: 'tempo_esgotado' };

export interface RegistroSng {
  /**
   * The lien of `chassi` as seen by the participant whose CNPJ asks: its own active lien or
   * another's. Null names no participant: an active lien is then `ATIVO`, whose unsaid.
   */
  lookupGravame(chassi: string, cnpjParticipante: string | null): Promise<RespostaSng>;
}

const data = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .default(null);

/** The SNG's answer, checked: what does not match is the SNG's fault, not a 500 of ours. */
const respostaSngSchema = z.object({
  chassi: z.string(),
  situacao: z.enum(Object.keys(SITUACOES_GRAVAME) as [SituacaoGravame]),
  numeroGravame: z.string().nullable(),
  informante: z
    .enum(Object.keys(INFORMANTES_GRAVAME) as [InformanteGravame])
    .nullable()
    .default(null),
  tipoRestricao: z.enum(TIPO_RESTRICAO_CODIGOS).nullable().default(null),
  dataInclusao: data,
  dataBaixa: data,
});

/** The SNG over HTTP at `baseUrl` (the simulator's root), each query given up after `timeoutMs`. */
export function createRegistroSngHttp(baseUrl: string, timeoutMs: number): RegistroSng {
  return {
    async lookupGravame(chassi, cnpjParticipante) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/b3/sng/gravames/${encodeURIComponent(chassi)}`, {
          // The simulator's stand-in for a real SNG's participant credentials.
          headers: cnpjParticipante ? { 'x-participante-cnpj': cnpjParticipante } : {},
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        if (err instanceof DOMException && err.name === 'TimeoutError') {
          return { tipo: 'tempo_esgotado' };
        }
        return { tipo: 'indisponivel', motivo: err instanceof Error ? err.message : String(err) };
      }
      try {
        if (!response.ok) {
          await response.body?.cancel();
          return { tipo: 'indisponivel', motivo: `HTTP ${response.status}` };
        }
        const parsed = respostaSngSchema.safeParse(await response.json());
        if (!parsed.success) return { tipo: 'indisponivel', motivo: 'resposta fora do formato' };
        return { tipo: 'resposta', gravame: parsed.data };
      } catch (err) {
        // The body itself may time out or break off mid-way.
        if (err instanceof DOMException && err.name === 'TimeoutError') {
          return { tipo: 'tempo_esgotado' };
        }
        return { tipo: 'indisponivel', motivo: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}
