import { queryOptions } from '@tanstack/react-query';
import { credorFormSchema } from '@portal/shared/agentes-financeiros/schemas';
import { http, parseJson } from '../http';

/**
 * The 'credor' section of a contract filled from a financial agent
 * (GET form/agenteFinanceiro/detran/{id}): name, CNPJ, address and phone.
 */
export function credorDoAgenteQuery(agenteFinanceiroId: string) {
  return queryOptions({
    queryKey: ['lookups', 'form/agenteFinanceiro/detran', agenteFinanceiroId],
    queryFn: () =>
      parseJson(http.get(`form/agenteFinanceiro/detran/${agenteFinanceiroId}`), credorFormSchema),
    staleTime: 60_000,
  });
}
