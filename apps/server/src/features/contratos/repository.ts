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
import { executeStatement, type Executor } from '../../db/client';
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
import { createRepository } from '../../lib/repository';
import {
  isClienteVisible,
  SHARED,
  visibleClienteQuery,
  visibleTo,
  type Owners,
} from '../../lib/tenancy';

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

/** A Detran's answer to record on its order (repository `applyEventosDetran`). */
export interface EventoDetranGravado {
  pedidoId: string;
  /** The history row's action: the lifecycle event. */
  acao: string;
  /** The states the event applies in. */
  de: readonly PedidoStatus[];
  para: PedidoStatus;
  mudancas: RespostaGravada;
  detalhes: unknown;
}

export interface Movimento {
  acao: string;
  statusAnterior: PedidoStatus | null;
  status: PedidoStatus;
  usuarioId: string | null;
  justificativa?: string | null;
  detalhes?: unknown;
}

/** How the repository runs its statements (`executeStatement`). */
export interface ContratosRepositoryOptions {
  /** The registration's statement as a named one (PostgreSQL, not the embedded database). */
  preparedStatements: boolean;
}

function contratosQueries(db: Executor, options: ContratosRepositoryOptions) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(visibleTo(auth, OWNERS), ...conditions);

  /** The live, active financial agent if it works for the client (a query to run or embed). */
  const agenteDoCliente = (agenteFinanceiroId: string, clienteId: string) =>
    db
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

  /** The active Detran of a UF (its id). */
  const detranAtivoDaUf = (uf: string) =>
    db
      .select({ id: fornecedores.id })
      .from(fornecedores)
      .where(
        and(
          eq(fornecedores.tipo, 'DETRAN'),
          eq(fornecedores.uf, uf),
          eq(fornecedores.ativo, true),
          isNull(fornecedores.deletedAt),
        ),
      )
      .limit(1);

  /**
   * The codes among `codigos` in the catalogue and active. One array parameter, not one per
   * code (`inArray`): the registration's prepared statement keeps one text for any number of
   * vehicles.
   */
  const marcasModelosAtivasDe = (codigos: number[]) =>
    db
      .select({ codigo: marcasModelos.codigo })
      .from(marcasModelos)
      .where(
        and(
          sql`${marcasModelos.codigo} = any(${sql.param(codigos)}::int[])`,
          eq(marcasModelos.ativo, true),
          isNull(marcasModelos.deletedAt),
        ),
      );

  /** The Detran's fee in force on `data` for the service type (`fornecedorId` may be a query). */
  const taxaEmVigor = (fornecedorId: string | SQL, tipoServico: number, data: string) =>
    db
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

  /**
   * A live registration of the contract with any of the chassis, other than `exceto` (the
   * chassis as one array parameter, as in `marcasModelosAtivasDe`).
   */
  const registroVigenteDe = (numeroContrato: string, chassis: string[], exceto?: string) =>
    db
      .select({ protocolo: pedidos.protocolo })
      .from(pedidoVeiculos)
      .innerJoin(pedidos, eq(pedidos.id, pedidoVeiculos.pedidoId))
      .where(
        and(
          eq(pedidoVeiculos.vigente, true),
          eq(pedidoVeiculos.numeroContrato, numeroContrato),
          sql`${pedidoVeiculos.chassi} = any(${sql.param(chassis)}::text[])`,
          exceto ? ne(pedidoVeiculos.pedidoId, exceto) : undefined,
        ),
      )
      .limit(1);

  async function selectForDespacho(pedidoIds: string[]) {
    const rows = await db
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
      .where(inArray(pedidos.id, pedidoIds));
    return new Map(rows.map((row) => [row.id, { ...row, status: row.status as PedidoStatus }]));
  }

  async function applyEventosDetran(
    eventos: EventoDetranGravado[],
  ): Promise<(PedidoStatus | null)[]> {
    if (eventos.length === 0) return [];
    const entrada = eventos.map((evento, ordem) => ({
      ordem,
      pedido_id: evento.pedidoId,
      acao: evento.acao,
      de: evento.de,
      para: evento.para,
      define_protocolo: 'protocoloDetran' in evento.mudancas,
      protocolo_detran: evento.mudancas.protocoloDetran ?? null,
      define_registro: 'numeroRegistroDetran' in evento.mudancas,
      numero_registro_detran: evento.mudancas.numeroRegistroDetran ?? null,
      define_motivos: 'motivos' in evento.mudancas,
      motivos: evento.mudancas.motivos ?? null,
      detalhes: evento.detalhes ?? null,
    }));
    const { rows } = await db.execute<{ ordem: number; anterior: PedidoStatus }>(sql`
      with entrada as (
        select * from jsonb_to_recordset(${JSON.stringify(entrada)}::jsonb) as e(
          ordem int, pedido_id uuid, acao text, de text[], para text,
          define_protocolo boolean, protocolo_detran text,
          define_registro boolean, numero_registro_detran text,
          define_motivos boolean, motivos jsonb, detalhes jsonb)
      ), antes as (
        select id, status from ${pedidos}
        where id in (select pedido_id from entrada)
        order by id
        for update
      ), movido as (
        update ${pedidos} p set status = e.para, versao = p.versao + 1, updated_at = now(),
          protocolo_detran =
            case when e.define_protocolo then e.protocolo_detran else p.protocolo_detran end,
          numero_registro_detran = case when e.define_registro
            then e.numero_registro_detran else p.numero_registro_detran end,
          motivos = case when e.define_motivos
            then nullif(e.motivos, 'null'::jsonb) else p.motivos end
        from entrada e join antes a on a.id = e.pedido_id
        where p.id = e.pedido_id and a.status = any(e.de)
        returning e.ordem, a.status as anterior, p.id, e.acao, e.para, e.detalhes
      ), historico as (
        insert into ${pedidoHistorico} (pedido_id, acao, status_anterior, status, detalhes)
        select id, acao, anterior, para, nullif(detalhes, 'null'::jsonb) from movido order by ordem
      ), vigencia as (
        update ${pedidoVeiculos} set vigente = false
        where pedido_id in (select id from movido where para = 'CANCELADO')
      )
      select ordem, anterior from movido`);
    const anteriores: (PedidoStatus | null)[] = eventos.map(() => null);
    for (const row of rows) anteriores[row.ordem] = row.anterior;
    return anteriores;
  }

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
    async findForDespacho(pedidoId: string) {
      return (await selectForDespacho([pedidoId])).get(pedidoId) ?? null;
    },

    /** `findForDespacho` of a batch of orders in one query, by id (an absent order is left out). */
    findManyForDespacho: (pedidoIds: string[]) => selectForDespacho(pedidoIds),

    /** Orders whose contract number starts with `prefixo`, by state (the demo portfolio). */
    async countByStatus(prefixo: string) {
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
      const [row] = await agenteDoCliente(agenteFinanceiroId, clienteId);
      return Boolean(row);
    },

    /** The active Detran of a UF. */
    async detranDaUf(uf: string): Promise<{ id: string } | null> {
      const [row] = await detranAtivoDaUf(uf);
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
      const rows = await marcasModelosAtivasDe(codigos);
      return new Set(rows.map((row) => row.codigo));
    },

    /** The Detran's fee in force on `data` for the service type, as a decimal string. */
    async taxaDetranEmVigor(
      fornecedorId: string,
      tipoServico: number,
      data: string,
    ): Promise<string | null> {
      const [row] = await taxaEmVigor(fornecedorId, tipoServico, data);
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
      const [row] = await registroVigenteDe(numeroContrato, chassis, exceto);
      return row?.protocolo ?? null;
    },

    /**
     * A new order in one statement (the registration's hot path: one round trip where there
     * were ten). It checks and looks up what the order needs: whether the client is visible to
     * the caller (held FOR SHARE until commit, as `resolveOwnerCliente` does), whether the agent
     * works for it, which brand/models are active, the UF's active Detran and its fee in force
     * on `data` for the operation, and, for a registration, the protocol of a live one of the
     * same contract and chassis. When every check passes (and `clienteConfere`, the caller's own
     * check), it saves the order with its protocol ('AAAA' + the next number of the sequence,
     * 10 digits at least: unique on every node), its vehicles and its first history row.
     * Answers what it found, and the order's id and protocol when it saved one.
     */
    async insertPedido(
      auth: AuthContext,
      novo: Omit<NovoPedido, 'protocolo' | 'fornecedorId' | 'taxaDetran'> & {
        marcasModelos: number[];
        /** The day of the fee in force ('YYYY-MM-DD'); its year starts the protocol. */
        data: string;
        /** Check the contract and chassis have no live registration (operation 1). */
        conferirVigente: boolean;
        /** What the caller checked itself (the order's client is its chain's). */
        clienteConfere: boolean;
      },
      movimento: Movimento,
    ) {
      const detranId = detranAtivoDaUf(novo.uf);
      const vigente = novo.conferirVigente
        ? sql`${registroVigenteDe(novo.numeroContrato, novo.chassis)}`
        : sql`null`;
      const rows = await executeStatement<{
        cliente: boolean;
        agente: boolean;
        marcas: number[];
        detran_id: string | null;
        taxa_detran: string | null;
        registro_vigente: string | null;
        id: string | null;
        protocolo: string | null;
      }>(
        db,
        sql`
        with conferido as (
          select
            exists ${visibleClienteQuery(db, auth, novo.clienteId, 'share')} as cliente,
            exists ${agenteDoCliente(novo.agenteFinanceiroId, novo.clienteId)} as agente,
            array${marcasModelosAtivasDe(novo.marcasModelos)} as marcas,
            ${detranId} as detran_id,
            ${taxaEmVigor(sql`${detranId}`, novo.operacao, novo.data)} as taxa_detran,
            ${vigente}::text as registro_vigente
        ), aceito as (
          select conferido.*, nextval('pedido_protocolo_seq')::text as n
          from conferido
          where cliente and ${novo.clienteConfere}::boolean and agente
            and marcas @> ${sql.param(novo.marcasModelos)}::int[]
            and detran_id is not null and registro_vigente is null
        ), pedido as (
          insert into ${pedidos} (protocolo, cliente_id, agente_financeiro_id, fornecedor_id, uf,
            operacao, status, numero_contrato, devedor_cpf_cnpj, dados, pedido_original_id,
            taxa_detran, valor_registradora, criado_por, canal)
          select ${novo.data.slice(0, 4)} || lpad(n, greatest(10, length(n)), '0'),
            ${novo.clienteId}::uuid, ${novo.agenteFinanceiroId}::uuid, detran_id, ${novo.uf},
            ${novo.operacao}::smallint, ${movimento.status}, ${novo.numeroContrato},
            ${novo.devedorCpfCnpj}, ${JSON.stringify(novo.dados)}::jsonb,
            ${novo.pedidoOriginalId ?? null}::uuid, taxa_detran,
            ${novo.valorRegistradora}::numeric, ${novo.criadoPor}::uuid, ${novo.canal}
          from aceito
          returning id, protocolo
        ), veiculos as (
          insert into ${pedidoVeiculos} (pedido_id, chassi, ordem, numero_contrato, vigente)
          select pedido.id, v.chassi, v.ordem - 1, ${novo.numeroContrato},
            ${novo.operacao === 1}::boolean
          from pedido,
            unnest(${sql.param(novo.chassis)}::text[]) with ordinality as v(chassi, ordem)
        ), historico as (
          insert into ${pedidoHistorico}
            (pedido_id, acao, status_anterior, status, usuario_id, justificativa, detalhes)
          select pedido.id, ${movimento.acao}, ${movimento.statusAnterior}, ${movimento.status},
            ${movimento.usuarioId}::uuid, ${movimento.justificativa ?? null},
            ${movimento.detalhes == null ? null : JSON.stringify(movimento.detalhes)}::jsonb
          from pedido
        )
        select conferido.*, pedido.id, pedido.protocolo
        from conferido left join pedido on true`,
        options.preparedStatements,
      );
      const row = rows[0]!;
      return {
        conferido: {
          clienteVisivel: row.cliente,
          agenteDoCliente: row.agente,
          marcasModelosAtivas: new Set(row.marcas),
          detranId: row.detran_id,
          taxaDetran: row.taxa_detran,
          registroVigente: row.registro_vigente,
        },
        pedido: row.id && row.protocolo ? { id: row.id, protocolo: row.protocolo } : null,
      };
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

    /**
     * The contract an order carries, as it was sent (or last corrected), with the catalogue's
     * names of its vehicles' brand/model codes, read in the same statement (a code no longer
     * in the catalogue is left out: the mirror shows it as a bare code); null when not visible.
     */
    async contratoByProtocolo(auth: AuthContext, protocolo: string) {
      const [row] = await db
        .select({
          protocolo: pedidos.protocolo,
          versao: pedidos.versao,
          operacao: pedidos.operacao,
          clienteId: pedidos.clienteId,
          dados: pedidos.dados,
          // jsonpath in lax mode skips a vehicle without a numeric code instead of failing.
          marcasModelos: sql<{ codigo: number; marca: string; modelo: string }[]>`(
            select coalesce(
              json_agg(json_build_object('codigo', ${marcasModelos.codigo}, 'marca', ${marcasModelos.marca}, 'modelo', ${marcasModelos.modelo}) order by ${marcasModelos.codigo}),
              '[]'::json)
            from ${marcasModelos}
            where ${marcasModelos.deletedAt} is null
              and ${marcasModelos.codigo} in (
                select (codigo #>> '{}')::numeric
                from jsonb_path_query(${pedidos.dados}, '$.veiculos[*].marcaModeloCodigo ? (@.type() == "number")') as codigo
              )
          )`,
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
    async move(
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
    async replaceVeiculos(pedidoId: string, numeroContrato: string, chassis: string[]) {
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
     * A Detran's answer recorded in one statement: `applyEventosDetran` of one event.
     */
    async applyEventoDetran(
      pedidoId: string,
      evento: { acao: string; de: readonly PedidoStatus[]; para: PedidoStatus },
      mudancas: RespostaGravada,
      detalhes: unknown,
    ): Promise<PedidoStatus | null> {
      const [anterior] = await applyEventosDetran([{ pedidoId, ...evento, mudancas, detalhes }]);
      return anterior ?? null;
    },

    /**
     * The Detran's answers of a batch of orders recorded in one statement (the dispatch's hot
     * path: one round trip per batch instead of one per order). Each order in one of its
     * event's `de` states moves to `para` with its `mudancas` and gets its history row, and a
     * cancelled registration frees its contract and chassis. The rows are locked in id order
     * (FOR UPDATE, so a person's action on one of them waits or is waited for, and two batches
     * never deadlock). For each event, the order's previous state, or null when the order was
     * not in `de` (it moved meanwhile) or does not exist. The orders must be distinct.
     */
    applyEventosDetran,

    /** A new send of the order to its Detran: a new idempotency key, never the last one's answer. */
    async startNewEnvio(pedidoId: string) {
      await db
        .update(pedidos)
        .set({ tentativas: sql`${pedidos.tentativas} + 1` })
        .where(eq(pedidos.id, pedidoId));
    },

    /** A cancelled registration frees its contract and chassis for a new one. */
    async endVigencia(pedidoId: string) {
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

export function createContratosRepository(
  db: Executor,
  options: ContratosRepositoryOptions = { preparedStatements: false },
) {
  return createRepository(db, (executor) => contratosQueries(executor, options));
}
export type ContratosRepository = ReturnType<typeof createContratosRepository>;
