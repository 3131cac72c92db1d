import { describe, expect, it } from 'vitest';
import { DESPACHO_PADRAO, DESPACHO_TENTATIVAS_DIAS, despachoRetries } from './jobs';

/** The shortest total wait pg-boss's backoff gives `retryLimit` tries (its jitter at zero). */
function menorEsperaTotalSegundos({
  retryLimit,
  retryDelay,
  retryDelayMax,
}: ReturnType<typeof despachoRetries>) {
  let total = 0;
  for (let tentativa = 0; tentativa < retryLimit; tentativa++) {
    total += Math.min(retryDelayMax, retryDelay * 2 ** Math.min(16, tentativa + 1) * 0.5);
  }
  return total;
}

describe('the dispatch retries', () => {
  it('keep trying an order whose Detran is down for a month, never more than the longest wait apart', () => {
    for (const esperaMaximaSegundos of [DESPACHO_PADRAO.esperaMaximaSegundos, 60, 900]) {
      const retries = despachoRetries({ esperaMaximaSegundos });
      expect(retries.retryBackoff).toBe(true);
      expect(retries.retryDelayMax).toBe(esperaMaximaSegundos);
      expect(menorEsperaTotalSegundos(retries)).toBeGreaterThanOrEqual(
        DESPACHO_TENTATIVAS_DIAS * 86_400,
      );
    }
    expect(DESPACHO_TENTATIVAS_DIAS).toBeGreaterThanOrEqual(30);
  });
});
