import { and, eq, isNull, sql, type Column, type SQL } from 'drizzle-orm';
import { MENSAGENS } from '@portal/shared/common/messages';
import type { Vinculo } from '@portal/shared/usuarios/perfis';
import type { Executor } from '../db/client';
import { clientes } from '../db/schema';
import type { AuthContext } from './auth-context';
import { AppError, invalid } from './errors';

/**
 * Whose rows a caller works on. A user belongs to at most one organization (the
 * `usuarios_um_vinculo_check` constraint), so the three cases never overlap.
 */
export type Tenant =
  { kind: 'registradora' } | { kind: 'cliente'; id: string } | { kind: 'fornecedor'; id: string };

/** The part of the caller tenancy reads (a whole AuthContext will do). */
export type TenantCaller = Pick<AuthContext, 'clienteId' | 'fornecedorId'>;

export function tenantOf(caller: TenantCaller): Tenant {
  if (caller.clienteId) return { kind: 'cliente', id: caller.clienteId };
  if (caller.fornecedorId) return { kind: 'fornecedor', id: caller.fornecedorId };
  return { kind: 'registradora' };
}

const VINCULO_DO_TENANT = {
  registradora: 'REGISTRADORA',
  cliente: 'CLIENTE',
  fornecedor: 'FORNECEDOR',
} as const satisfies Record<Tenant['kind'], Vinculo>;

/** The caller's kind of organization in the shared vocabulary, for rules written as data. */
export function vinculoOf(caller: TenantCaller): Vinculo {
  return VINCULO_DO_TENANT[tenantOf(caller).kind];
}

/** Reference data every tenant of one kind reads (suppliers, Detran prices). */
export const SHARED = 'SHARED';

/**
 * How a table's rows belong to one kind of tenant: the column holding the owner's id, a
 * condition built from the owner's id (when ownership goes through another table), or SHARED.
 */
export type Ownership = Column | ((ownerId: string) => SQL | undefined) | typeof SHARED;

/**
 * The owners of a table's rows, per kind of tenant; a kind left out sees none of them. A row
 * may have both: an order is its bank's and the Detran's it was sent to
 * (`{ cliente: pedidos.clienteId, fornecedor: pedidos.fornecedorId }`).
 */
export interface Owners {
  cliente?: Ownership;
  fornecedor?: Ownership;
}

/**
 * The condition that keeps a query to the rows the caller may see, for `and(...)`: undefined
 * (no limit) for the registradora's users. Applied in the WHERE of every read, lock, update and
 * delete, so a row out of scope is indistinguishable from an absent one (404, never 403).
 */
export function visibleTo(caller: TenantCaller, owners: Owners): SQL | undefined {
  const tenant = tenantOf(caller);
  if (tenant.kind === 'registradora') return undefined;
  const ownership = owners[tenant.kind];
  if (ownership === undefined) return sql`false`;
  if (ownership === SHARED) return undefined;
  if (typeof ownership === 'function') return ownership(tenant.id);
  return eq(ownership, tenant.id);
}

/** The clients themselves: a client's user sees its own, a supplier's user none. */
export const CLIENTE_OWNERS: Owners = { cliente: clientes.id };

/**
 * Whether `clienteId` is a live client the caller may see. With `lock: 'share'`, inside the
 * transaction that attaches a record to it, the client is held until the transaction ends so
 * that it cannot be deleted meanwhile.
 */
export async function isClienteVisible(
  db: Executor,
  caller: TenantCaller,
  clienteId: string,
  lock?: 'share',
): Promise<boolean> {
  const rows = await visibleClienteQuery(db, caller, clienteId, lock);
  return rows.length > 0;
}

/**
 * `isClienteVisible` as a query to embed (`exists(...)`) in a statement that checks more at
 * once: with `lock: 'share'` the client is held until the transaction ends all the same.
 */
export function visibleClienteQuery(
  db: Executor,
  caller: TenantCaller,
  clienteId: string,
  lock?: 'share',
) {
  const query = db
    .select({ id: clientes.id })
    .from(clientes)
    .where(
      and(
        eq(clientes.id, clienteId),
        isNull(clientes.deletedAt),
        visibleTo(caller, CLIENTE_OWNERS),
      ),
    );
  return lock ? query.for(lock) : query;
}

/**
 * The client a new client-owned record (a dispatcher, a guarantor, a vehicle, an agent's
 * association; next, a contract) belongs to, before it is checked: the one the caller names,
 * else the caller's own client; null when neither exists (a registradora's user must name
 * one). A supplier's user keeps no client's records: 403.
 */
export function ownerClienteOf(caller: TenantCaller, requested?: string): string | null {
  const tenant = tenantOf(caller);
  if (tenant.kind === 'fornecedor') throw new AppError('FORBIDDEN', MENSAGENS.acessoNegado);
  return requested ?? (tenant.kind === 'cliente' ? tenant.id : null);
}

/** What `resolveOwnerCliente` needs of a repository bound to the writing transaction. */
export interface ClienteHolder {
  /** `isClienteVisible(tx, auth, clienteId, 'share')`. */
  holdVisibleCliente(auth: AuthContext, clienteId: string): Promise<boolean>;
}

/**
 * `ownerClienteOf`, checked inside the transaction that writes the record: 400 on `campo` when
 * no client is named, and the same 400 for a client the caller may not see as for one that
 * does not exist, so that an id reveals nothing. The client stays held until commit.
 */
export async function resolveOwnerCliente(
  tx: ClienteHolder,
  auth: AuthContext,
  requested: string | undefined,
  campo = 'clienteId',
): Promise<string> {
  const clienteId = ownerClienteOf(auth, requested);
  if (!clienteId) throw invalid(campo, 'Campo obrigatório');
  if (!(await tx.holdVisibleCliente(auth, clienteId)))
    throw invalid(campo, 'Cliente não encontrado');
  return clienteId;
}
