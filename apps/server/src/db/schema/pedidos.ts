import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { agentesFinanceiros } from './agentes-financeiros';
import { clientes } from './clientes';
import { fornecedores } from './fornecedores';
import { usuarios } from './usuarios';

/** The number behind every protocol: unique, never reused, even across nodes. */
export const pedidoProtocoloSeq = pgSequence('pedido_protocolo_seq', { startWith: 1 });

/**
 * Orders (pedidos): one request to a Detran (registration, change, addendum) with its unique
 * protocol, owned by the client whose user sent it and sent to the Detran of the vehicles' UF
 * (docs/contratos.md). `dados` is the validated contract payload; `status` follows
 * packages/shared/src/contratos/pedido-estados.ts, and every move is a row of
 * `pedido_historico`. `versao` grows with each change: a change applies only to the version it
 * read, so two concurrent actions on one order cannot both win.
 */
export const pedidos = pgTable(
  'pedidos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'AAAA' + 10 digits of the sequence: 20260000000123. */
    protocolo: varchar('protocolo', { length: 20 }).notNull(),
    clienteId: uuid('cliente_id')
      .notNull()
      .references(() => clientes.id),
    agenteFinanceiroId: uuid('agente_financeiro_id')
      .notNull()
      .references(() => agentesFinanceiros.id),
    /** The Detran (a supplier of type DETRAN) of `uf`. */
    fornecedorId: uuid('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id),
    uf: varchar('uf', { length: 2 }).notNull(),
    /** Detran operation (flagTransacao): 1 contract, 2 contract change, 3 addendum, 4 addendum change. */
    operacao: smallint('operacao').notNull(),
    status: varchar('status', { length: 30 }).notNull(),
    numeroContrato: varchar('numero_contrato', { length: 20 }).notNull(),
    /** CPF or CNPJ of the debtor, no separators: searched by consults. */
    devedorCpfCnpj: varchar('devedor_cpf_cnpj', { length: 14 }).notNull(),
    dados: jsonb('dados').notNull(),
    /** The order a change or addendum refers to. */
    pedidoOriginalId: uuid('pedido_original_id').references((): AnyPgColumn => pedidos.id),
    protocoloDetran: varchar('protocolo_detran', { length: 40 }),
    numeroRegistroDetran: varchar('numero_registro_detran', { length: 40 }),
    /** The Detran's reasons for not registering: [{ codigo, mensagem }]. */
    motivos: jsonb('motivos'),
    /** The Detran fee in force for its UF, service type and date (servicos_detran). */
    taxaDetran: numeric('taxa_detran', { precision: 12, scale: 2 }),
    /** The registradora's price for the service. */
    valorRegistradora: numeric('valor_registradora', { precision: 12, scale: 2 }),
    tentativas: integer('tentativas').notNull().default(0),
    versao: integer('versao').notNull().default(1),
    criadoPor: uuid('criado_por').references(() => usuarios.id),
    /** How the order came in: TELA (a person on the form), LOTE (a batch file), WS (an integration). */
    canal: varchar('canal', { length: 4 }).notNull().default('TELA'),
    /** Whether the contract's image was received (image upload, a later issue, sets it). */
    imagemRecebida: boolean('imagem_recebida').notNull().default(false),
    /*
     * What the order search filters by, derived from `dados` and `motivos` by the database
     * itself (stored generated columns): a correction of the contract or a Detran's answer
     * keeps them right without any write path knowing (docs/consultas.md).
     */
    devedorNome: text('devedor_nome').generatedAlwaysAs(sql`(dados #>> '{devedor,nome}')`),
    numeroAditivo: text('numero_aditivo').generatedAlwaysAs(sql`(dados #>> '{aditivo,numero}')`),
    placas: jsonb('placas').generatedAlwaysAs(
      sql`jsonb_path_query_array(dados, '$.veiculos[*].placa ? (@ != null && @ != "")')`,
    ),
    gravames: jsonb('gravames').generatedAlwaysAs(
      sql`jsonb_path_query_array(dados, '$.veiculos[*].numeroGravame')`,
    ),
    codigosRetorno: jsonb('codigos_retorno').generatedAlwaysAs(
      sql`coalesce(jsonb_path_query_array(motivos, '$[*].codigo'), '[]'::jsonb)`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // DESC NULLS LAST like the search's indexes (its ORDER BY matches them; see the comment
    // below): it serves the sort by protocol as well as the lookups.
    uniqueIndex('pedidos_protocolo_idx').on(t.protocolo.desc()),
    index('pedidos_cliente_created_idx').on(t.clienteId, t.createdAt.desc(), t.id.desc()),
    index('pedidos_fornecedor_created_idx').on(t.fornecedorId, t.createdAt.desc(), t.id.desc()),
    index('pedidos_status_idx').on(t.status, t.updatedAt),
    index('pedidos_numero_contrato_idx').on(t.numeroContrato.desc(), t.id.desc()),
    // A contract's chain (its registration and the changes and addenda pointing to it).
    index('pedidos_pedido_original_idx')
      .on(t.pedidoOriginalId)
      .where(sql`${t.pedidoOriginalId} is not null`),
    // The order search (docs/consultas.md): each filter's index ends in the default sort
    // (created_at desc, id desc), so a page is read in index order, ids first (deferred join).
    index('pedidos_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('pedidos_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('pedidos_cliente_status_created_idx').on(
      t.clienteId,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('pedidos_uf_created_idx').on(t.uf, t.createdAt.desc(), t.id.desc()),
    // The other sorts of the search's headers, over every order: (key, id), the page's order,
    // DESC NULLS LAST like the others (an ascending page reads them backwards).
    index('pedidos_status_id_idx').on(t.status.desc(), t.id.desc()),
    index('pedidos_uf_id_idx').on(t.uf.desc(), t.id.desc()),
    index('pedidos_agente_created_idx').on(t.agenteFinanceiroId, t.createdAt.desc(), t.id.desc()),
    index('pedidos_devedor_doc_idx').on(t.devedorCpfCnpj.op('varchar_pattern_ops')),
    index('pedidos_devedor_nome_trgm_idx').using('gin', sql`lower(${t.devedorNome}) gin_trgm_ops`),
    index('pedidos_numero_aditivo_idx')
      .on(t.numeroAditivo)
      .where(sql`${t.numeroAditivo} is not null`),
    index('pedidos_placas_idx').using('gin', sql`${t.placas} jsonb_path_ops`),
    index('pedidos_gravames_idx').using('gin', sql`${t.gravames} jsonb_path_ops`),
    index('pedidos_codigos_retorno_idx').using('gin', sql`${t.codigosRetorno} jsonb_path_ops`),
    check('pedidos_operacao_check', sql`${t.operacao} between 1 and 4`),
  ],
);

/**
 * The vehicles of an order. `vigente` marks the chassis of a live contract registration
 * (operation 1, not cancelled): a second registration of the same contract and chassis hits
 * the unique index and answers 409 with the existing protocol.
 */
export const pedidoVeiculos = pgTable(
  'pedido_veiculos',
  {
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidos.id),
    chassi: varchar('chassi', { length: 21 }).notNull(),
    ordem: smallint('ordem').notNull(),
    numeroContrato: varchar('numero_contrato', { length: 20 }).notNull(),
    vigente: boolean('vigente').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pedidoId, t.chassi] }),
    index('pedido_veiculos_chassi_idx').on(t.chassi),
    uniqueIndex('pedido_veiculos_registro_vigente_idx')
      .on(t.numeroContrato, t.chassi)
      .where(sql`${t.vigente}`),
  ],
);

/** Every move of an order: when, from which state to which, by whom (null: the dispatch), why. */
export const pedidoHistorico = pgTable(
  'pedido_historico',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pedidoId: uuid('pedido_id')
      .notNull()
      .references(() => pedidos.id),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
    acao: varchar('acao', { length: 40 }).notNull(),
    statusAnterior: varchar('status_anterior', { length: 30 }),
    status: varchar('status', { length: 30 }).notNull(),
    usuarioId: uuid('usuario_id').references(() => usuarios.id),
    justificativa: text('justificativa'),
    /** What else the move carries: the Detran's reasons, the fee before and after... */
    detalhes: jsonb('detalhes'),
  },
  (t) => [index('pedido_historico_pedido_idx').on(t.pedidoId, t.id)],
);
