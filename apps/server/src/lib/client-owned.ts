import type { Mensagem } from '@portal/shared/common/errors';
import type { AuthContext } from './auth-context';
import { conflictOnDuplicate } from './db-errors';
import { orNotFound } from './errors';
import { mapPage, type Page } from './paging';
import type { TransactionRunner } from './repository';
import { resolveOwnerCliente, type ClienteHolder } from './tenancy';

/** What a client-owned register's queries, bound to the writing transaction, must offer. */
export interface ClientOwnedQueries<
  Dados,
  Current extends { clienteId: string },
> extends ClienteHolder {
  /** Locks the visible record for the rest of the transaction; null when not visible. */
  lockById(auth: AuthContext, id: string): Promise<Current | null>;
  /** Answers the new record's id. */
  insert(clienteId: string, dados: Dados): Promise<string>;
  update(id: string, clienteId: string, dados: Dados): Promise<void>;
  softDelete(id: string): Promise<void>;
}

/** The record `lockById` answers: its client, and whatever else the feature's check reads. */
type LockedOf<Queries extends ClientOwnedQueries<never, { clienteId: string }>> = NonNullable<
  Awaited<ReturnType<Queries['lockById']>>
>;

export interface ClientOwnedRegister<
  Input,
  Row,
  Queries extends ClientOwnedQueries<never, { clienteId: string }>,
  Entity,
  Filtro,
  Paging,
  ItemRow,
  Item,
> {
  repository: {
    page(auth: AuthContext, filtro: Filtro, page: Paging): Promise<Page<ItemRow>>;
    findById(auth: AuthContext, id: string): Promise<Row | null | undefined>;
    transaction: TransactionRunner<Queries>;
  };
  /** The unique constraints a write may hit, and the 409 each answers (`conflictOnDuplicate`). */
  duplicates: { [constraint: string]: Mensagem };
  /** The record as the API answers it (`get`, and every write). */
  toRecord(row: Row): Entity;
  /** A list's row as the API answers it. */
  toItem(row: ItemRow): Item;
  /**
   * The feature's own rules, run in the writing transaction once the owner client is held;
   * `current` is the locked record on an update, undefined on a create.
   */
  check(tx: Queries, input: Input, current?: LockedOf<Queries>): Promise<void>;
}

/**
 * The list, get and writes of a register each client keeps its own rows of (dispatchers,
 * guarantors, vehicles): the list is the repository's page, each row mapped; every write in one transaction that holds the owner client (`resolveOwnerCliente`:
 * a supplier's user has no client to keep records for, 403) and runs the feature's `check`,
 * its duplicates answered as 409s; a write answers the record as `get` reads it after commit.
 * An update without `clienteId` leaves the record with its client; a delete is soft, so the
 * record's unique fields can be registered again for the client.
 */
export function clientOwnedRegister<
  Input extends { clienteId?: string },
  Row,
  Queries extends ClientOwnedQueries<Omit<Input, 'clienteId'>, { clienteId: string }>,
  Entity,
  Filtro,
  Paging,
  ItemRow,
  Item,
>({
  repository,
  duplicates,
  toRecord,
  toItem,
  check,
}: ClientOwnedRegister<Input, Row, Queries, Entity, Filtro, Paging, ItemRow, Item>) {
  async function get(auth: AuthContext, id: string): Promise<Entity> {
    return toRecord(orNotFound(await repository.findById(auth, id)));
  }

  return {
    async list(auth: AuthContext, filtro: Filtro, page: Paging): Promise<Page<Item>> {
      return mapPage(await repository.page(auth, filtro, page), toItem);
    },

    get,

    async create(auth: AuthContext, input: Input): Promise<Entity> {
      const { clienteId: requested, ...dados } = input;
      const id = await conflictOnDuplicate(duplicates, () =>
        repository.transaction(async (tx) => {
          const clienteId = await resolveOwnerCliente(tx, auth, requested);
          await check(tx, input);
          return tx.insert(clienteId, dados);
        }),
      );
      return get(auth, id);
    },

    async update(auth: AuthContext, id: string, input: Input): Promise<Entity> {
      const { clienteId: requested, ...dados } = input;
      await conflictOnDuplicate(duplicates, () =>
        repository.transaction(async (tx) => {
          // What this Queries' lockById answers; TypeScript cannot narrow a generic's return.
          const current = orNotFound(await tx.lockById(auth, id)) as LockedOf<Queries>;
          const clienteId = await resolveOwnerCliente(tx, auth, requested ?? current.clienteId);
          await check(tx, input, current);
          await tx.update(id, clienteId, dados);
        }),
      );
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
