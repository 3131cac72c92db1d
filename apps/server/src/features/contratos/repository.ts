import { and, asc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import type { Executor } from '../../db/client';
import {
  agentesFinanceiros,
  agentesFinanceirosClientes,
  clientes,
  fornecedores,
  marcasModelos,
  pedidoHistorico,
  pedidos,
  pedidoVeiculos,
  servicosDetran,
  usuarios,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { isClienteVisible, visibleTo, type Owners } from '../../lib/tenancy';

/**
 * An order is its bank's (the client that sent it) and the Detran's it was sent to: a
 * client's users see their client's orders, a Detran's users the orders sent to it.
 */
const OWNERS: Owners = { cliente: pedidos.clienteId, fornecedor: pedidos.fornecedorId };

const columns = {
  id: pedidos.id,
  protocolo: pedidos.protocolo,
  clienteId: pedidos.clienteId,
  clienteNomeFantasia: clientes.nomeFantasia,
  fornecedorId: pedidos.fornecedorId,
  detran: fornecedores.nome,
  uf: pedidos.uf,
  operacao: pedidos.operacao,
  status: pedidos.status,
  numeroContrato: pedidos.numeroContrato,
  devedorCpfCnpj: pedidos.devedorCpfCnpj,
  protocoloDetran: pedidos.protocoloDetran,
  numeroRegistroDetran: pedidos.numeroRegistroDetran,
  motivos: pedidos.motivos,
  taxaDetran: pedidos.taxaDetran,
  valorRegistradora: pedidos.valorRegistradora,
  versao: pedidos.versao,
  createdAt: pedidos.createdAt,
  updatedAt: pedidos.updatedAt,
  chassis: sql<
    string[]
  >`(select coalesce(array_agg(${pedidoVeiculos.chassi} order by ${pedidoVeiculos.ordem}), '{}')
    from ${pedidoVeiculos} where ${pedidoVeiculos.pedidoId} = ${pedidos.id})`,
};

export type PedidoRow = NonNullable<Awaited<ReturnType<ContratosQueries['findByProtocolo']>>>;

export interface NovoPedido {
  protocolo: string;
  clienteId: string;
  agenteFinanceiroId: string;
  fornecedorId: string;
  uf: string;
  operacao: 1 | 2 | 3 | 4;
  numeroContrato: string;
  devedorCpfCnpj: string;
  dados: unknown;
  taxaDetran: string | null;
  criadoPor: string;
  chassis: string[];
}

/** What a Detran's answer writes on its order. */
export interface RespostaGravada {
  protocoloDetran?: string | null;
  numeroRegistroDetran?: string | null;
  motivos?: unknown;
}

export interface Movimento {
  acao: string;
  statusAnterior: PedidoStatus | null;
  status: PedidoStatus;
  usuarioId: string | null;
  justificativa?: string | null;
  detalhes?: unknown;
}

function contratosQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(visibleTo(auth, OWNERS), ...conditions);

  return {
    /** The executor itself: a job sent through it commits with the order. */
    executor: db,

    /** What the dispatch needs of an order (no tenancy: the dispatch acts for the registradora). */
    async paraDespacho(pedidoId: string) {
      const [row] = await db
        .select({
          id: pedidos.id,
          status: pedidos.status,
          uf: pedidos.uf,
          operacao: pedidos.operacao,
          numeroContrato: pedidos.numeroContrato,
          dados: pedidos.dados,
          protocoloDetran: pedidos.protocoloDetran,
          tentativas: pedidos.tentativas,
          chassis: columns.chassis,
        })
        .from(pedidos)
        .where(eq(pedidos.id, pedidoId));
      return row ? { ...row, status: row.status as PedidoStatus } : null;
    },

    /** Orders whose contract number starts with `prefixo`, by state (the demo portfolio). */
    async contagemPorStatus(prefixo: string) {
      const rows = await db
        .select({ status: pedidos.status, n: sql<number>`count(*)::int` })
        .from(pedidos)
        .where(sql`${pedidos.numeroContrato} like ${`${prefixo}%`}`)
        .groupBy(pedidos.status);
      const porStatus: Partial<Record<PedidoStatus, number>> = {};
      for (const row of rows) porStatus[row.status as PedidoStatus] = row.n;
      return { total: rows.reduce((soma, row) => soma + row.n, 0), porStatus };
    },

    /** Locks an order by id for the dispatch; null when there is none. */
    async lockById(pedidoId: string) {
      const [row] = await db
        .select({ id: pedidos.id, status: pedidos.status })
        .from(pedidos)
        .where(eq(pedidos.id, pedidoId))
        .for('update');
      return row ? { ...row, status: row.status as PedidoStatus } : null;
    },

    /** The live client the caller may attach an order to, held (FOR SHARE) until commit. */
    holdVisibleCliente: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId, 'share'),

    /** Whether the live, active financial agent works for the client. */
    async isAgenteDoCliente(agenteFinanceiroId: string, clienteId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: agentesFinanceiros.id })
        .from(agentesFinanceiros)
        .innerJoin(
          agentesFinanceirosClientes,
          eq(agentesFinanceirosClientes.agenteFinanceiroId, agentesFinanceiros.id),
        )
        .where(
          and(
            eq(agentesFinanceiros.id, agenteFinanceiroId),
            eq(agentesFinanceirosClientes.clienteId, clienteId),
            eq(agentesFinanceiros.ativo, true),
            isNull(agentesFinanceiros.deletedAt),
          ),
        );
      return Boolean(row);
    },

    /** The active Detran of a UF. */
    async detranDaUf(uf: string): Promise<{ id: string } | null> {
      const [row] = await db
        .select({ id: fornecedores.id })
        .from(fornecedores)
        .where(
          and(
            eq(fornecedores.tipo, 'DETRAN'),
            eq(fornecedores.uf, uf),
            eq(fornecedores.ativo, true),
            isNull(fornecedores.deletedAt),
          ),
        );
      return row ?? null;
    },

    /** The brand/model codes among `codigos` that are in the catalogue and active. */
    async marcasModelosAtivas(codigos: number[]): Promise<Set<number>> {
      const rows = await db
        .select({ codigo: marcasModelos.codigo })
        .from(marcasModelos)
        .where(
          and(
            inArray(marcasModelos.codigo, codigos),
            eq(marcasModelos.ativo, true),
            isNull(marcasModelos.deletedAt),
          ),
        );
      return new Set(rows.map((row) => row.codigo));
    },

    /** The Detran's fee in force on `data` for the service type, as a decimal string. */
    async taxaDetranEmVigor(
      fornecedorId: string,
      tipoServico: number,
      data: string,
    ): Promise<string | null> {
      const [row] = await db
        .select({ valor: servicosDetran.valor })
        .from(servicosDetran)
        .where(
          and(
            eq(servicosDetran.fornecedorId, fornecedorId),
            eq(servicosDetran.tipoServico, tipoServico),
            lte(servicosDetran.vigenciaInicio, data),
            or(isNull(servicosDetran.vigenciaFim), gte(servicosDetran.vigenciaFim, data)),
            isNull(servicosDetran.deletedAt),
          ),
        )
        .orderBy(sql`${servicosDetran.vigenciaInicio} desc`)
        .limit(1);
      return row?.valor ?? null;
    },

    /** The protocol of a live registration of this contract with any of these chassis. */
    async registroVigente(numeroContrato: string, chassis: string[]): Promise<string | null> {
      const [row] = await db
        .select({ protocolo: pedidos.protocolo })
        .from(pedidoVeiculos)
        .innerJoin(pedidos, eq(pedidos.id, pedidoVeiculos.pedidoId))
        .where(
          and(
            eq(pedidoVeiculos.vigente, true),
            eq(pedidoVeiculos.numeroContrato, numeroContrato),
            inArray(pedidoVeiculos.chassi, chassis),
          ),
        )
        .limit(1);
      return row?.protocolo ?? null;
    },

    /** 'AAAA' + the next number of the sequence, 10 digits: unique on every node. */
    async proximoProtocolo(ano: string): Promise<string> {
      const result = await db.execute<{ n: string }>(
        sql`select nextval('pedido_protocolo_seq')::text as n`,
      );
      const n = result.rows[0]?.n;
      if (!n) throw new Error('pedido_protocolo_seq returned no value');
      return `${ano}${n.padStart(10, '0')}`;
    },

    async insert(novo: NovoPedido, movimento: Movimento): Promise<string> {
      const { chassis, ...pedido } = novo;
      const [row] = await db
        .insert(pedidos)
        .values({ ...pedido, status: movimento.status })
        .returning({ id: pedidos.id });
      if (!row) throw new Error('order insert returned no row');
      await db.insert(pedidoVeiculos).values(
        chassis.map((chassi, ordem) => ({
          pedidoId: row.id,
          chassi,
          ordem,
          numeroContrato: novo.numeroContrato,
          vigente: novo.operacao === 1,
        })),
      );
      await db.insert(pedidoHistorico).values({ pedidoId: row.id, ...movimento });
      return row.id;
    },

    async findByProtocolo(auth: AuthContext, protocolo: string) {
      const [row] = await db
        .select(columns)
        .from(pedidos)
        .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
        .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedorId))
        .where(visible(auth, eq(pedidos.protocolo, protocolo)));
      return row ?? null;
    },

    /** Locks the visible order for the rest of the transaction; null when not visible. */
    async lockByProtocolo(auth: AuthContext, protocolo: string) {
      const [row] = await db
        .select({ id: pedidos.id, status: pedidos.status, operacao: pedidos.operacao })
        .from(pedidos)
        .where(visible(auth, eq(pedidos.protocolo, protocolo)))
        .for('update');
      return row ? { ...row, status: row.status as PedidoStatus } : null;
    },

    /** Moves the order and writes the history row (under the lock taken above). */
    async mover(
      pedidoId: string,
      movimento: Movimento,
      mudancas: Partial<typeof pedidos.$inferInsert> = {},
    ) {
      await db
        .update(pedidos)
        .set({
          ...mudancas,
          status: movimento.status,
          versao: sql`${pedidos.versao} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(pedidos.id, pedidoId));
      await db.insert(pedidoHistorico).values({ pedidoId, ...movimento });
    },

    /**
     * A Detran's answer recorded in one statement (the dispatch's hot path): when the order is in
     * one of `de`, it moves to `para` with `mudancas`, gets its history row, and a cancelled
     * registration frees its contract and chassis. The row lock of the subquery orders it with
     * people's actions. The previous state, or null when the order was not in `de` (it moved
     * meanwhile) or does not exist.
     */
    async aplicarEventoDetran(
      pedidoId: string,
      evento: { acao: string; de: readonly PedidoStatus[]; para: PedidoStatus },
      mudancas: RespostaGravada,
      detalhes: unknown,
    ): Promise<PedidoStatus | null> {
      const sets = [
        'protocoloDetran' in mudancas
          ? sql`, protocolo_detran = ${mudancas.protocoloDetran ?? null}`
          : sql``,
        'numeroRegistroDetran' in mudancas
          ? sql`, numero_registro_detran = ${mudancas.numeroRegistroDetran ?? null}`
          : sql``,
        'motivos' in mudancas
          ? sql`, motivos = ${mudancas.motivos == null ? null : JSON.stringify(mudancas.motivos)}::jsonb`
          : sql``,
      ];
      const { rows } = await db.execute<{ anterior: PedidoStatus }>(sql`
        with movido as (
          update ${pedidos} set status = ${evento.para}, versao = versao + 1, updated_at = now()
            ${sql.join(sets, sql``)}
          from (select status from ${pedidos} where id = ${pedidoId} for update) antes
          where ${pedidos.id} = ${pedidoId}
            and antes.status in (${sql.join(
              evento.de.map((status) => sql`${status}`),
              sql`, `,
            )})
          returning antes.status as anterior
        ), historico as (
          insert into ${pedidoHistorico} (pedido_id, acao, status_anterior, status, detalhes)
          select ${pedidoId}::uuid, ${evento.acao}, anterior, ${evento.para},
            ${detalhes == null ? null : JSON.stringify(detalhes)}::jsonb
          from movido
        ), vigencia as (
          update ${pedidoVeiculos} set vigente = false
          where pedido_id = ${pedidoId} and ${evento.para === 'CANCELADO'}::boolean
            and exists (select 1 from movido)
        )
        select anterior from movido`);
      return rows[0]?.anterior ?? null;
    },

    /** A new send of the order to its Detran: a new idempotency key, never the last one's answer. */
    async novoEnvio(pedidoId: string) {
      await db
        .update(pedidos)
        .set({ tentativas: sql`${pedidos.tentativas} + 1` })
        .where(eq(pedidos.id, pedidoId));
    },

    /** A cancelled registration frees its contract and chassis for a new one. */
    async encerrarVigencia(pedidoId: string) {
      await db
        .update(pedidoVeiculos)
        .set({ vigente: false })
        .where(eq(pedidoVeiculos.pedidoId, pedidoId));
    },

    async historico(pedidoId: string) {
      return db
        .select({
          em: pedidoHistorico.em,
          acao: pedidoHistorico.acao,
          statusAnterior: pedidoHistorico.statusAnterior,
          status: pedidoHistorico.status,
          usuario: usuarios.nome,
          justificativa: pedidoHistorico.justificativa,
          detalhes: pedidoHistorico.detalhes,
        })
        .from(pedidoHistorico)
        .leftJoin(usuarios, eq(usuarios.id, pedidoHistorico.usuarioId))
        .where(eq(pedidoHistorico.pedidoId, pedidoId))
        .orderBy(asc(pedidoHistorico.id));
    },
  };
}

export type ContratosQueries = ReturnType<typeof contratosQueries>;

/**
 * The UF of an order, read through the transaction that is saving it (the dispatch queues its
 * job in the UF's group, for the per-Detran concurrency limit).
 */
export async function ufDoPedido(
  executor: Pick<Executor, 'execute'>,
  pedidoId: string,
): Promise<string> {
  const { rows } = await executor.execute<{ uf: string }>(
    sql`select ${pedidos.uf} as uf from ${pedidos} where ${pedidos.id} = ${pedidoId}`,
  );
  if (!rows[0]) throw new Error(`order ${pedidoId} not found in its own transaction`);
  return rows[0].uf;
}

export function createContratosRepository(db: Executor) {
  return {
    ...contratosQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (tx: ContratosQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(contratosQueries(tx)));
    },
  };
}
export type ContratosRepository = ReturnType<typeof createContratosRepository>;
