import type { GravameConsulta } from '@portal/shared/gravames/schemas';
import { AppError } from '../../lib/errors';
import type { RegistroSng } from '../../lib/registro/sng';

export const GRAVAMES_MENSAGENS = {
  sngIndisponivel:
    'Não foi possível consultar o SNG (B3) agora: o serviço não respondeu corretamente. Tente novamente em alguns minutos.',
  sngSemResposta: 'O SNG (B3) não respondeu a tempo. Tente novamente em alguns minutos.',
} as const;

/**
 * The lien lookup (spec §2.4 gravame/consulta): asks the SNG through the registry adapter.
 * Nothing is read or written in the database, so no transaction is open while the SNG takes
 * its time; a SNG that fails answers 502, one too slow 504, each with its Portuguese message.
 */
export function createGravamesService(sng: RegistroSng) {
  return {
    async consultarPorChassi(chassi: string): Promise<GravameConsulta> {
      const resposta = await sng.consultarGravame(chassi);
      if (resposta.tipo === 'tempo_esgotado') {
        throw new AppError('GATEWAY_TIMEOUT', GRAVAMES_MENSAGENS.sngSemResposta);
      }
      if (resposta.tipo === 'indisponivel') {
        throw new AppError('BAD_GATEWAY', GRAVAMES_MENSAGENS.sngIndisponivel);
      }
      // The chassis asked, not the one echoed: the SNG's echo is not trusted to match.
      return { ...resposta.gravame, chassi, consultadoEm: new Date().toISOString() };
    },
  };
}

export type GravamesService = ReturnType<typeof createGravamesService>;
