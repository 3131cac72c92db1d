import type { PageRequest } from '@portal/shared/common/paging';
import { MENSAGENS } from '@portal/shared/common/messages';
import {
  canPublishTo,
  type Mensagem,
  type MensagemFiltro,
  type MensagemInput,
  type MensagemSortKey,
  type Notificacoes,
} from '@portal/shared/mensagens/schemas';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, invalid, orNotFound } from '../../lib/errors';
import { ownerClienteOf, tenantOf, vinculoOf } from '../../lib/tenancy';
import type { MensagemRow, MensagemValues, MensagensRepository } from './repository';

const SO_REGISTRADORA_PARA_TODOS =
  'Só a registradora publica mensagens para todos os usuários: escolha um perfil ou o seu cliente.';

function toMensagem(row: MensagemRow): Mensagem {
  return {
    id: row.id,
    titulo: row.titulo,
    texto: row.texto,
    destino: row.destino as Mensagem['destino'],
    perfil: row.perfil,
    cliente: row.clienteId ? { id: row.clienteId, nome: row.clienteNome ?? '' } : null,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    leituras: row.leituras,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Administrative messages (spec §2.4 administrativo/mensagem) and the top bar's notifications.
 * The registradora publishes to everyone, to a profile (of every organization, or of one
 * client) or to a client's users; a client's administrator only to its own client's users,
 * all of them or one profile's; a supplier's user publishes none (MENSAGEM_DESTINOS_POR_VINCULO,
 * which the web's form reads too).
 */
export function createMensagensService(repository: MensagensRepository) {
  async function valuesOf(auth: AuthContext, input: MensagemInput): Promise<MensagemValues> {
    if (!canPublishTo(vinculoOf(auth), input.destino)) {
      throw new AppError(
        'FORBIDDEN',
        input.destino === 'TODOS' ? SO_REGISTRADORA_PARA_TODOS : MENSAGENS.acessoNegado,
      );
    }
    const tenant = tenantOf(auth);
    let clienteId: string | null = null;
    if (tenant.kind !== 'registradora') {
      clienteId = ownerClienteOf(auth, input.clienteId ?? undefined);
    } else if (input.destino !== 'TODOS') {
      clienteId = input.clienteId ?? null;
    }
    if (input.destino === 'CLIENTE' && !clienteId) throw invalid('clienteId', 'Campo obrigatório');
    if (clienteId && !(await repository.isClienteVisible(auth, clienteId))) {
      throw invalid('clienteId', 'Cliente não encontrado');
    }
    return {
      titulo: input.titulo,
      texto: input.texto,
      destino: input.destino,
      perfil: input.destino === 'PERFIL' ? (input.perfil ?? null) : null,
      clienteId,
      dataInicio: input.dataInicio,
      dataFim: input.dataFim,
    };
  }

  return {
    async list(auth: AuthContext, filtro: MensagemFiltro, page: PageRequest<MensagemSortKey>) {
      const { content, totalElements } = await repository.list(auth, filtro, page);
      return { content: content.map(toMensagem), totalElements };
    },

    async get(auth: AuthContext, id: string): Promise<Mensagem> {
      const row = orNotFound(await repository.findById(auth, id));
      return toMensagem(row);
    },

    async create(auth: AuthContext, input: MensagemInput): Promise<Mensagem> {
      return toMensagem(await repository.insert(auth, await valuesOf(auth, input)));
    },

    async update(auth: AuthContext, id: string, input: MensagemInput): Promise<Mensagem> {
      orNotFound(await repository.findById(auth, id));
      const row = orNotFound(await repository.update(auth, id, await valuesOf(auth, input)));
      return toMensagem(row);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      orNotFound(await repository.remove(auth, id));
    },

    notificacoes: (auth: AuthContext): Promise<Notificacoes> => repository.notificacoes(auth),

    async markRead(auth: AuthContext, id: string): Promise<void> {
      orNotFound(await repository.markRead(auth, id));
    },

    markAllRead: (auth: AuthContext) => repository.markAllRead(auth),
  };
}

export type MensagensService = ReturnType<typeof createMensagensService>;
