import type { GravameConsulta, GravameConsultaQuery } from '@portal/shared/gravames/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import type { RegistroSng } from '../../lib/registro/sng';
import { tenantOf } from '../../lib/tenancy';
import type { GravamesRepository } from './repository';

export const GRAVAMES_MENSAGENS = {
  sngIndisponivel:
    'Não foi possível consultar o SNG (B3) agora: o serviço não respondeu corretamente. Tente novamente em alguns minutos.',
  sngSemResposta: 'O SNG (B3) não respondeu a tempo. Tente novamente em alguns minutos.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
} as const;

/**
 * The lien lookup (spec §2.4 gravame/consulta): asks the SNG through the registry adapter, on
 * behalf of a participant: the caller's own client, or the client a registradora user names
 * (none named: the SNG says a lien is active, not whose). The client's CNPJ is read before the
 * SNG is asked, so no transaction is open while the SNG takes its time; a SNG that fails
 * answers 502, one too slow 504, each with its Portuguese message.
 */
export function createGravamesService(repository: GravamesRepository, sng: RegistroSng) {
  /** The CNPJ the SNG knows the participant by; null when the caller asks on no client's behalf. */
  async function participanteDe(auth: AuthContext, clienteId: string | undefined) {
    const tenant = tenantOf(auth);
    const cliente = clienteId ?? (tenant.kind === 'cliente' ? tenant.id : undefined);
    if (!cliente) return null;
    const cnpj = await repository.cnpjDoCliente(auth, cliente);
    // Another bank's id answers as an absent one: the id reveals nothing.
    if (!cnpj) throw new AppError('NOT_FOUND', GRAVAMES_MENSAGENS.clienteNaoEncontrado);
    return cnpj.toUpperCase();
  }

  return {
    async getByChassi(
      auth: AuthContext,
      chassi: string,
      { clienteId }: GravameConsultaQuery,
    ): Promise<GravameConsulta> {
      const resposta = await sng.lookupGravame(chassi, await participanteDe(auth, clienteId));
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
