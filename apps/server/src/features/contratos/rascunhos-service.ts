import type {
  Rascunho,
  RascunhoDados,
  RascunhoResumo,
} from '@portal/shared/contratos/rascunho-schemas';
import type { AuthContext } from '../../lib/auth-context';
import { orNotFound } from '../../lib/errors';
import { resolveOwnerCliente } from '../../lib/tenancy';
import type { RascunhoResumoRow, RascunhoRow, RascunhosRepository } from './rascunhos-repository';

function toResumo(row: RascunhoResumoRow): RascunhoResumo {
  return {
    id: row.id,
    modo: row.modo === 2 ? 2 : 1,
    cliente: { id: row.clienteId, nomeFantasia: row.clienteNomeFantasia },
    usuario: { id: row.usuarioId, nome: row.usuarioNome },
    numeroContrato: row.numeroContrato,
    devedor: row.devedor,
    chassi: row.chassi,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toRascunho(row: RascunhoRow): Rascunho {
  return { ...toResumo(row), dados: row.dados as Record<string, unknown> };
}

/**
 * Drafts of the contract form (spec §2.8 mode 3): saved as typed, never validated beyond
 * their size; the contract's own rules apply when it is sent. A draft is its client's.
 */
export function createRascunhosService(repository: RascunhosRepository) {
  async function get(auth: AuthContext, id: string): Promise<Rascunho> {
    const row = orNotFound(await repository.findById(auth, id));
    return toRascunho(row);
  }

  return {
    list: async (auth: AuthContext) => (await repository.list(auth)).map(toResumo),

    get,

    /** A supplier's user has no client to keep drafts for (403). */
    async create(auth: AuthContext, input: RascunhoDados): Promise<Rascunho> {
      const id = await repository.transaction(async (tx) => {
        const clienteId = await resolveOwnerCliente(tx, auth, input.clienteId);
        return tx.insert({
          clienteId,
          usuarioId: auth.usuarioId,
          modo: input.modo,
          dados: input.dados,
        });
      });
      return get(auth, id);
    },

    /** Saved again: the data replaced; without `clienteId` the draft stays with its client. */
    async update(auth: AuthContext, id: string, input: RascunhoDados): Promise<Rascunho> {
      await repository.transaction(async (tx) => {
        const current = orNotFound(await tx.lockById(auth, id));
        const clienteId = await resolveOwnerCliente(tx, auth, input.clienteId ?? current.clienteId);
        await tx.update(id, {
          clienteId,
          usuarioId: auth.usuarioId,
          modo: input.modo,
          dados: input.dados,
        });
      });
      return get(auth, id);
    },

    async remove(auth: AuthContext, id: string): Promise<void> {
      await repository.transaction(async (tx) => {
        orNotFound(await tx.lockById(auth, id));
        await tx.softDelete(id);
      });
    },
  };
}

export type RascunhosService = ReturnType<typeof createRascunhosService>;
