import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  TerceiroGarantidorFiltro,
  TerceiroGarantidorInput,
  TerceiroGarantidorSortKey,
} from '@portal/shared/terceiros-garantidores/schemas';
import type { Executor } from '../../db/client';
import { cidades, clientes, terceirosGarantidores } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { findUfOfCidade } from '../../lib/municipios';
import { limitOffset, orderByOf } from '../../lib/paging';
import { isClienteVisible, visibleTo, type Owners } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing } from '../../lib/like';

const t = terceirosGarantidores;

/**
 * A guarantor is its client's: the registradora sees every client's, a client's user its own
 * client's, a supplier's user none.
 */
const OWNERS: Owners = { cliente: t.clienteId };

const resumoColumns = {
  id: t.id,
  clienteId: t.clienteId,
  clienteNomeFantasia: clientes.nomeFantasia,
  nome: t.nome,
  cpfCnpj: t.cpfCnpj,
  uf: t.uf,
  municipio: cidades.nome,
  telefone: t.telefone,
  email: t.email,
};

const detalheColumns = {
  ...resumoColumns,
  cep: t.cep,
  logradouro: t.logradouro,
  numero: t.numero,
  complemento: t.complemento,
  bairro: t.bairro,
  codigoMunicipioIbge: t.codigoMunicipioIbge,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};

export type TerceiroGarantidorResumoRow = Awaited<
  ReturnType<TerceirosGarantidoresQueries['page']>
>['content'][number];
export type TerceiroGarantidorRow = NonNullable<
  Awaited<ReturnType<TerceirosGarantidoresQueries['findById']>>
>;

type Dados = Omit<TerceiroGarantidorInput, 'clienteId'>;

function columnsOf(clienteId: string, { endereco, ...rest }: Dados) {
  return { ...rest, ...endereco, clienteId };
}

/** Options are bounded: a client has tens or hundreds of guarantors, not thousands. */
const COMBO_LIMIT = 1000;

function terceirosGarantidoresQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(t.deletedAt), visibleTo(auth, OWNERS), ...conditions);

  // Two selects rather than one generic helper: Drizzle's types lose the joins of a select
  // whose columns are a type parameter.
  const selectResumo = () =>
    db
      .select(resumoColumns)
      .from(t)
      .innerJoin(clientes, eq(clientes.id, t.clienteId))
      .innerJoin(cidades, eq(cidades.codigoIbge, t.codigoMunicipioIbge));
  const selectDetalhe = () =>
    db
      .select(detalheColumns)
      .from(t)
      .innerJoin(clientes, eq(clientes.id, t.clienteId))
      .innerJoin(cidades, eq(cidades.codigoIbge, t.codigoMunicipioIbge));

  return {
    async page(
      auth: AuthContext,
      filtro: TerceiroGarantidorFiltro,
      page: PageRequest<TerceiroGarantidorSortKey>,
    ) {
      const where = visible(
        auth,
        filtro.nome ? ilike(t.nome, containing(filtro.nome)) : undefined,
        filtro.cpfCnpj ? ilike(t.cpfCnpj, containing(filtro.cpfCnpj)) : undefined,
        filtro.clienteId ? eq(t.clienteId, filtro.clienteId) : undefined,
        filtro.uf ? eq(t.uf, filtro.uf) : undefined,
      );
      const { limit, offset } = limitOffset(page);
      const content = await selectResumo()
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            {
              nome: sql`lower(${t.nome})`,
              cpfCnpj: t.cpfCnpj,
              uf: t.uf,
              createdAt: t.createdAt,
            },
            t.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(t).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    combo(auth: AuthContext, clienteId?: string) {
      return db
        .select({ id: t.id, nome: t.nome, cpfCnpj: t.cpfCnpj })
        .from(t)
        .where(visible(auth, clienteId ? eq(t.clienteId, clienteId) : undefined))
        .orderBy(sql`lower(${t.nome})`, t.id)
        .limit(COMBO_LIMIT);
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await selectDetalhe().where(visible(auth, eq(t.id, id)));
      return row ?? null;
    },

    /** Locks the visible guarantor for the rest of the transaction; null when not visible. */
    async lockById(auth: AuthContext, id: string): Promise<{ clienteId: string } | null> {
      const [row] = await db
        .select({ clienteId: t.clienteId })
        .from(t)
        .where(visible(auth, eq(t.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The live client the caller may attach records to, held (FOR SHARE) until commit. */
    holdVisibleCliente: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId, 'share'),

    /** The municipality's UF, or null when the IBGE code names none. */
    ufOfCidade: (codigoIbge: string) => findUfOfCidade(db, codigoIbge),

    async insert(clienteId: string, dados: Dados): Promise<string> {
      const [row] = await db.insert(t).values(columnsOf(clienteId, dados)).returning({ id: t.id });
      if (!row) throw new Error('guarantor insert returned no row');
      return row.id;
    },

    async update(id: string, clienteId: string, dados: Dados): Promise<void> {
      await db
        .update(t)
        .set({ ...columnsOf(clienteId, dados), updatedAt: sql`now()` })
        .where(eq(t.id, id));
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(t)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(t.id, id));
    },
  };
}

export type TerceirosGarantidoresQueries = ReturnType<typeof terceirosGarantidoresQueries>;

export function createTerceirosGarantidoresRepository(db: Executor) {
  return createRepository(db, terceirosGarantidoresQueries);
}

export type TerceirosGarantidoresRepository = ReturnType<
  typeof createTerceirosGarantidoresRepository
>;
