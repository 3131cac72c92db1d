import {
  and,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  PEDIDO_STATUS_EM_ANDAMENTO,
  type PedidoStatus,
} from '@portal/shared/contratos/pedido-estados';
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
  servicos,
  servicosDetran,
  usuarios,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { isClienteVisible, SHARED, visibleTo, type Owners } from '../../lib/tenancy';

/**
 * An order is its bank's (the client that sent it) and the Detran's it was sent to: a
 * client's users see their client's orders, a Detran's users the orders sent to it.
 */
const OWNERS: Owners = { cliente: pedidos.clienteId, fornecedor: pedidos.fornecedorId };

/** The Detrans, as reference data: every client reads them, a Detran's user only its own. */
const DETRAN_OWNERS: Owners = { cliente: SHARED, fornecedor: fornecedores.id };

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
  /** The contract's registration, for a change or an addendum (the root of its chain). */
  pedidoOriginalId?: string | null;
  taxaDetran: string | null;
  valorRegistradora: string | null;
  criadoPor: string;
  /** TELA, LOTE or WS: how the order came in (the order search filters by it). */
  canal: 'TELA' | 'LOTE' | 'WS';
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

  async function ultimo(auth: AuthContext, condicao: SQL | undefined) {
    const [row] = await db
      .select(columns)
      .from(pedidos)
      .innerJoin(clientes, eq(clientes.id, pedidos.clienteId))
      .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedorId))
      .where(visible(auth, condicao))
      .orderBy(desc(pedidos.createdAt), desc(pedidos.protocolo))
      .limit(1);
    return row ?? null;
  }

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

    /** A Detran the caller may read (a live supplier of type DETRAN); null when none. */
    async detranVisivel(auth: AuthContext, id: string) {
      const [row] = await db
        .select({
          id: fornecedores.id,
          nome: fornecedores.nome,
          uf: fornecedores.uf,
          ativo: fornecedores.ativo,
        })
        .from(fornecedores)
        .where(
          and(
            visibleTo(auth, DETRAN_OWNERS),
            eq(fornecedores.id, id),
            eq(fornecedores.tipo, 'DETRAN'),
            isNull(fornecedores.deletedAt),
          ),
        );
      return row ?? null;
    },

    /** The names of the service types `codigos`. */
    async nomesDosServicos(codigos: number[]): Promise<Map<number, string>> {
      const rows = await db
        .select({ codigo: servicos.codigo, nome: servicos.nome })
        .from(servicos)
        .where(inArray(servicos.codigo, codigos));
      return new Map(rows.map((row) => [row.codigo, row.nome]));
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

    /**
     * The protocol of a live registration of this contract with any of these chassis, other
     * than the order `exceto` (the one being corrected).
     */
    async registroVigente(
      numeroContrato: string,
      chassis: string[],
      exceto?: string,
    ): Promise<string | null> {
      const [row] = await db
        .select({ protocolo: pedidos.protocolo })
        .from(pedidoVeiculos)
        .innerJoin(pedidos, eq(pedidos.id, pedidoVeiculos.pedidoId))
        .where(
          and(
            eq(pedidoVeiculos.vigente, true),
            eq(pedidoVeiculos.numeroContrato, numeroContrato),
            inArray(pedidoVeiculos.chassi, chassis),
            exceto ? ne(pedidoVeiculos.pedidoId, exceto) : undefined,
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

    /**
     * The newest visible order of the chain `raizId` heads (its registration and what points
     * to it), of one operation if given; null when none. Orders are numbered in creation
     * order, so the highest protocol is the latest.
     */
    ultimoDaCadeia: (auth: AuthContext, raizId: string, operacao?: number) =>
      ultimo(
        auth,
        and(
          or(eq(pedidos.id, raizId), eq(pedidos.pedidoOriginalId, raizId)),
          operacao ? eq(pedidos.operacao, operacao) : undefined,
        ),
      ),

    /** The newest visible order carrying the chassis, of one contract or operation if given. */
    ultimoPorChassi: (
      auth: AuthContext,
      chassi: string,
      filtro: { numeroContrato?: string; operacao?: number },
    ) =>
      ultimo(
        auth,
        and(
          exists(
            db
              .select({ um: sql`1` })
              .from(pedidoVeiculos)
              .where(
                and(
                  eq(pedidoVeiculos.pedidoId, pedidos.id),
                  eq(pedidoVeiculos.chassi, chassi),
                  filtro.numeroContrato
                    ? eq(pedidoVeiculos.numeroContrato, filtro.numeroContrato)
                    : undefined,
                ),
              ),
          ),
          filtro.operacao ? eq(pedidos.operacao, filtro.operacao) : undefined,
        ),
      ),

    /** The chain an order belongs to: its registration's id. */
    async raizDe(auth: AuthContext, protocolo: string): Promise<string | null> {
      const [row] = await db
        .select({ id: pedidos.id, pedidoOriginalId: pedidos.pedidoOriginalId })
        .from(pedidos)
        .where(visible(auth, eq(pedidos.protocolo, protocolo)));
      return row ? (row.pedidoOriginalId ?? row.id) : null;
    },

    /** The contract an order carries, as it was sent (or last corrected); null when not visible. */
    async contratoByProtocolo(auth: AuthContext, protocolo: string) {
      const [row] = await db
        .select({
          protocolo: pedidos.protocolo,
          versao: pedidos.versao,
          operacao: pedidos.operacao,
          clienteId: pedidos.clienteId,
          dados: pedidos.dados,
        })
        .from(pedidos)
        .where(visible(auth, eq(pedidos.protocolo, protocolo)));
      return row ?? null;
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
        .select({
          id: pedidos.id,
          status: pedidos.status,
          operacao: pedidos.operacao,
          versao: pedidos.versao,
          clienteId: pedidos.clienteId,
          uf: pedidos.uf,
          numeroContrato: pedidos.numeroContrato,
          dados: pedidos.dados,
          taxaDetran: pedidos.taxaDetran,
          valorRegistradora: pedidos.valorRegistradora,
        })
        .from(pedidos)
        .where(visible(auth, eq(pedidos.protocolo, protocolo)))
        .for('update');
      return row ? { ...row, status: row.status as PedidoStatus } : null;
    },

    /**
     * The visible order `protocolo` and the registration it belongs to (the root of its chain:
     * a change or an addendum points to it), the root locked for the rest of the transaction so
     * that two operations on one contract run one after the other; null when not visible.
     */
    async lockCadeia(auth: AuthContext, protocolo: string) {
      const [referido] = await db
        .select({
          id: pedidos.id,
          protocolo: pedidos.protocolo,
          pedidoOriginalId: pedidos.pedidoOriginalId,
          status: pedidos.status,
          operacao: pedidos.operacao,
          dados: pedidos.dados,
          numeroRegistroDetran: pedidos.numeroRegistroDetran,
        })
        .from(pedidos)
        .where(visible(auth, eq(pedidos.protocolo, protocolo)));
      if (!referido) return null;
      const [raiz] = await db
        .select({
          id: pedidos.id,
          protocolo: pedidos.protocolo,
          status: pedidos.status,
          clienteId: pedidos.clienteId,
          uf: pedidos.uf,
          numeroContrato: pedidos.numeroContrato,
          numeroRegistroDetran: pedidos.numeroRegistroDetran,
        })
        .from(pedidos)
        .where(eq(pedidos.id, referido.pedidoOriginalId ?? referido.id))
        .for('update');
      if (!raiz) return null;
      return {
        referido: { ...referido, status: referido.status as PedidoStatus },
        raiz: { ...raiz, status: raiz.status as PedidoStatus },
      };
    },

    /** An order of the contract's chain still with the dispatch (the protocol), if any. */
    async emAndamentoNaCadeia(raizId: string): Promise<string | null> {
      const [row] = await db
        .select({ protocolo: pedidos.protocolo })
        .from(pedidos)
        .where(
          and(
            or(eq(pedidos.id, raizId), eq(pedidos.pedidoOriginalId, raizId)),
            inArray(pedidos.status, [...PEDIDO_STATUS_EM_ANDAMENTO]),
          ),
        )
        .limit(1);
      return row?.protocolo ?? null;
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
     * The order's vehicles and contract number after a correction: the rows are written again
     * with the live flag they had, so the duplicate rule's unique index checks the new ones.
     */
    async substituirVeiculos(pedidoId: string, numeroContrato: string, chassis: string[]) {
      const [atual] = await db
        .select({ vigente: pedidoVeiculos.vigente })
        .from(pedidoVeiculos)
        .where(eq(pedidoVeiculos.pedidoId, pedidoId))
        .limit(1);
      await db.delete(pedidoVeiculos).where(eq(pedidoVeiculos.pedidoId, pedidoId));
      await db.insert(pedidoVeiculos).values(
        chassis.map((chassi, ordem) => ({
          pedidoId,
          chassi,
          ordem,
          numeroContrato,
          vigente: atual?.vigente ?? false,
        })),
      );
    },

    /** The chassis of an order, in the contract's order. */
    async chassisDo(pedidoId: string): Promise<string[]> {
      const rows = await db
        .select({ chassi: pedidoVeiculos.chassi })
        .from(pedidoVeiculos)
        .where(eq(pedidoVeiculos.pedidoId, pedidoId))
        .orderBy(asc(pedidoVeiculos.ordem));
      return rows.map((row) => row.chassi);
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
