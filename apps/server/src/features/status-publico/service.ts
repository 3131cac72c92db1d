import { linhaDoTempoPublica, statusPublico } from '@portal/shared/contratos/pedido-estados';
import type { StatusRegistroResposta } from '@portal/shared/status-publico/schemas';
import type { PassoPublico, StatusPublicoRepository } from './repository';

/**
 * The public timeline of a chassis (spec §4) from the steps of its orders: each public state
 * reached, in order, with the date it was first reached (`linhaDoTempoPublica`), and the
 * protocol of the most recent order the Detran registered. A chassis without orders (or only
 * with cancelled ones) is REGISTRO_INEXISTENTE.
 */
export function respostaDoHistorico(passos: readonly PassoPublico[]): StatusRegistroResposta {
  const linha = linhaDoTempoPublica(
    passos.map((passo) => ({ status: passo.status, em: passo.em.toISOString() })),
  );
  if (linha.length === 0) {
    return { status: ['REGISTRO_INEXISTENTE'], dataStatus: [null], protocolo: null };
  }
  const registrado = passos.findLast(
    (passo) => statusPublico(passo.status) === 'REGISTRO_COM_SUCESSO',
  );
  return {
    status: linha.map((item) => item.status),
    dataStatus: linha.map((item) => item.em),
    protocolo: registrado?.protocolo ?? null,
  };
}

export function createStatusPublicoService(repository: StatusPublicoRepository) {
  return {
    async getStatus(chassi: string): Promise<StatusRegistroResposta> {
      return respostaDoHistorico(await repository.historicoDoChassi(chassi));
    },
  };
}
export type StatusPublicoService = ReturnType<typeof createStatusPublicoService>;
