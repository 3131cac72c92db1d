import { and, count, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type {
  DespachanteFiltro,
  DespachanteInput,
  DespachanteSortKey,
} from '@portal/shared/despachantes/schemas';
import type { Executor } from '../../db/client';
import { cidades, clientes, despachantes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { findUfOfCidade } from '../../lib/municipios';
import { limitOffset, orderByOf } from '../../lib/paging';
import { isClienteVisible, visibleTo, type Owners } from '../../lib/tenancy';
import { createRepository } from '../../lib/repository';
import { containing } from '../../lib/like';

const columns = {
  id: despachantes.id,
  clienteId: despachantes.clienteId,
  clienteNomeFantasia: clientes.nomeFantasia,
  nome: despachantes.nome,
  cpfCnpj: despachantes.cpfCnpj,
  numeroCredenciamento: despachantes.numeroCredenciamento,
  uf: despachantes.uf,
  codigoMunicipioIbge: despachantes.codigoMunicipioIbge,
  municipio: cidades.nome,
  telefone: despachantes.telefone,
  email: despachantes.email,
  ativo: despachantes.ativo,
  createdAt: despachantes.createdAt,
  updatedAt: despachantes.updatedAt,
};

export type DespachanteRow = NonNullable<Awaited<ReturnType<DespachantesQueries['findById']>>>;

/** Options are bounded: a client works with tens of dispatchers, not thousands. */
const COMBO_LIMIT = 1000;

/**
 * A dispatcher is its client's: the registradora sees every client's, a client's user its
 * own client's, a supplier's user none.
 */
const OWNERS: Owners = { cliente: despachantes.clienteId };

function despachantesQueries(db: Executor) {
  const visible = (auth: AuthContext, ...conditions: (SQL | undefined)[]) =>
    and(isNull(despachantes.deletedAt), visibleTo(auth, OWNERS), ...conditions);

  const selectJoined = () =>
    db
      .select(columns)
      .from(despachantes)
      .innerJoin(clientes, eq(clientes.id, despachantes.clienteId))
      .innerJoin(cidades, eq(cidades.codigoIbge, despachantes.codigoMunicipioIbge));

  return {
    async page(
      auth: AuthContext,
      filtro: DespachanteFiltro,
      page: PageRequest<DespachanteSortKey>,
    ) {
      const where = visible(
        auth,
        filtro.nome ? ilike(despachantes.nome, containing(filtro.nome)) : undefined,
        filtro.cpfCnpj ? ilike(despachantes.cpfCnpj, containing(filtro.cpfCnpj)) : undefined,
        filtro.clienteId ? eq(despachantes.clienteId, filtro.clienteId) : undefined,
        filtro.uf ? eq(despachantes.uf, filtro.uf) : undefined,
        filtro.ativo === undefined ? undefined : eq(despachantes.ativo, filtro.ativo),
      );
      const { limit, offset } = limitOffset(page);
      const content = await selectJoined()
        .where(where)
        .orderBy(
          ...orderByOf(
            page,
            {
              nome: sql`lower(${despachantes.nome})`,
              cpfCnpj: despachantes.cpfCnpj,
              uf: despachantes.uf,
              createdAt: despachantes.createdAt,
            },
            despachantes.id,
          ),
        )
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ total: count() }).from(despachantes).where(where);
      return { content, totalElements: total?.total ?? 0 };
    },

    /** Active dispatchers as options, optionally of one client. */
    combo(auth: AuthContext, clienteId?: string) {
      return db
        .select({ id: despachantes.id, nome: despachantes.nome, cpfCnpj: despachantes.cpfCnpj })
        .from(despachantes)
        .where(
          visible(
            auth,
            eq(despachantes.ativo, true),
            clienteId ? eq(despachantes.clienteId, clienteId) : undefined,
          ),
        )
        .orderBy(sql`lower(${despachantes.nome})`, despachantes.id)
        .limit(COMBO_LIMIT);
    },

    async findById(auth: AuthContext, id: string) {
      const [row] = await selectJoined().where(visible(auth, eq(despachantes.id, id)));
      return row ?? null;
    },

    /** Locks the visible dispatcher for the rest of the transaction; null when not visible. */
    async lockById(auth: AuthContext, id: string): Promise<{ clienteId: string } | null> {
      const [row] = await db
        .select({ clienteId: despachantes.clienteId })
        .from(despachantes)
        .where(visible(auth, eq(despachantes.id, id)))
        .for('update');
      return row ?? null;
    },

    /** The live client the caller may attach records to, held (FOR SHARE) until commit. */
    holdVisibleCliente: (auth: AuthContext, clienteId: string) =>
      isClienteVisible(db, auth, clienteId, 'share'),

    /** The municipality's UF, or null when the IBGE code names none. */
    ufOfCidade: (codigoIbge: string) => findUfOfCidade(db, codigoIbge),

    async insert(clienteId: string, input: Omit<DespachanteInput, 'clienteId'>): Promise<string> {
      const [row] = await db
        .insert(despachantes)
        .values({ ...input, clienteId })
        .returning({ id: despachantes.id });
      if (!row) throw new Error('dispatcher insert returned no row');
      return row.id;
    },

    async update(
      id: string,
      clienteId: string,
      input: Omit<DespachanteInput, 'clienteId'>,
    ): Promise<void> {
      await db
        .update(despachantes)
        .set({ ...input, clienteId, updatedAt: sql`now()` })
        .where(eq(despachantes.id, id));
    },

    async softDelete(id: string): Promise<void> {
      await db
        .update(despachantes)
        .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(despachantes.id, id));
    },
  };
}

export type DespachantesQueries = ReturnType<typeof despachantesQueries>;

export function createDespachantesRepository(db: Executor) {
  return createRepository(db, despachantesQueries);
}

export type DespachantesRepository = ReturnType<typeof createDespachantesRepository>;
