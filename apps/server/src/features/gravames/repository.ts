import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { clientes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { CLIENTE_OWNERS, visibleTo } from '../../lib/tenancy';

export function createGravamesRepository(db: Executor) {
  return {
    /** The CNPJ of a live client the caller may see (its SNG participant); null otherwise. */
    async cnpjDoCliente(auth: AuthContext, clienteId: string): Promise<string | null> {
      const [row] = await db
        .select({ cnpj: clientes.cnpj })
        .from(clientes)
        .where(
          and(
            eq(clientes.id, clienteId),
            isNull(clientes.deletedAt),
            visibleTo(auth, CLIENTE_OWNERS),
          ),
        );
      return row?.cnpj ?? null;
    },
  };
}
export type GravamesRepository = ReturnType<typeof createGravamesRepository>;
