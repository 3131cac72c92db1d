import { gravameConsultaSchema, type GravameConsulta } from '@portal/shared/gravames/schemas';
import { http, parseJson } from './http';

export const gravameQueryKey = (chassi: string, clienteId: string | null) =>
  ['gravames', chassi, clienteId] as const;

/**
 * GET gravames/chassi/{c}: the SNG's answer (the lien lookup page and the contract form ask it),
 * on behalf of `clienteId` (the participant) when a registradora user names one; a client's
 * user always asks as its own client. Errors are the page's to show (ignoreError): a SNG that
 * is down or slow is said next to the form, not in a passing notice.
 */
export function fetchGravame(
  chassi: string,
  clienteId: string | null = null,
): Promise<GravameConsulta> {
  return parseJson(
    http.get(`gravames/chassi/${encodeURIComponent(chassi)}`, {
      ignoreError: true,
      searchParams: clienteId ? { clienteId } : {},
    }),
    gravameConsultaSchema,
  );
}
