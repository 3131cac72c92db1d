import { CONTRATO_EXEMPLO } from '@portal/shared/contratos/exemplo';
import { DEMO_AGENTE_IDS } from '../src/db/demo-ids';

export type Contrato = typeof CONTRATO_EXEMPLO;

/**
 * Makes the example contract of the demo bank, each with a contract number (`prefixo-...`) and
 * a chassis (from `chassiBase` + 1) of its own, then as `muda` changes it.
 */
export function contratosDeExemplo(prefixo: string, chassiBase: number) {
  let sequencia = 0;
  return (muda: (c: Contrato) => void = () => undefined): Contrato => {
    sequencia += 1;
    const c = structuredClone(CONTRATO_EXEMPLO);
    c.agenteFinanceiroId = DEMO_AGENTE_IDS.demonstracaoFinanceira;
    c.contrato.numero = `${prefixo}-${Date.now().toString(36).toUpperCase()}-${sequencia}`;
    c.veiculos[0]!.chassi = `9BWZZZ377VT${String(chassiBase + sequencia).padStart(6, '0')}`;
    muda(c);
    return c;
  };
}

/** The body of a person's move of an order (baixa, cancel, reprocess...): its justification. */
export const JUSTIFICATIVA = { justificativa: 'Pedido do cliente (teste automatizado)' };
