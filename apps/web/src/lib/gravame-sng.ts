import { gravameConsultaSchema, type GravameConsulta } from '@portal/shared/gravames/schemas';
import { http, parseJson } from './http';

export const gravameQueryKey = (chassi: string) => ['gravames', chassi] as const;

/**
 * GET gravames/chassi/{c}: the SNG's answer (the lien lookup page and the contract form ask it). Errors are the page's to show (ignoreError): a
 * SNG that is down or slow is said next to the form, not in a passing notice.
 */
export function consultarGravame(chassi: string): Promise<GravameConsulta> {
  return parseJson(
    http.get(`gravames/chassi/${encodeURIComponent(chassi)}`, { ignoreError: true }),
    gravameConsultaSchema,
  );
}
