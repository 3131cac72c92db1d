import { and, asc, eq, ne } from 'drizzle-orm';
import type { PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import type { Executor } from '../../db/client';
import { pedidoHistorico, pedidos, pedidoVeiculos } from '../../db/schema';

export interface PassoPublico {
  protocolo: string;
  status: PedidoStatus;
  em: Date;
}

/**
 * The public chassis lookup reads no tenant scope on purpose: anyone may learn a chassis's
 * registration status (spec §2.3), and the answer carries no row of any client beyond it.
 */
export function createStatusPublicoRepository(db: Executor) {
  return {
    /**
     * Every step of every order carrying the chassis, oldest first, leaving out cancelled
     * orders (the contract was undone). One query on `pedido_veiculos_chassi_idx`, the orders'
     * primary key and `pedido_historico_pedido_idx`.
     */
    async historicoDoChassi(chassi: string): Promise<PassoPublico[]> {
      const rows = await db
        .select({
          protocolo: pedidos.protocolo,
          status: pedidoHistorico.status,
          em: pedidoHistorico.em,
        })
        .from(pedidoVeiculos)
        .innerJoin(pedidos, eq(pedidos.id, pedidoVeiculos.pedidoId))
        .innerJoin(pedidoHistorico, eq(pedidoHistorico.pedidoId, pedidos.id))
        .where(and(eq(pedidoVeiculos.chassi, chassi), ne(pedidos.status, 'CANCELADO')))
        .orderBy(asc(pedidoHistorico.em), asc(pedidoHistorico.id));
      return rows as PassoPublico[];
    },
  };
}
export type StatusPublicoRepository = ReturnType<typeof createStatusPublicoRepository>;
