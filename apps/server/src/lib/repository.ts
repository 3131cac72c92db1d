import type { Executor } from '../db/client';

/** Runs `work` in one transaction, with the queries bound to it. */
export type TransactionRunner<Queries> = <T>(work: (tx: Queries) => Promise<T>) => Promise<T>;

/**
 * The transaction of a repository: `work` gets the same queries as the repository, built on
 * the transaction (`tx`), so that a service never reaches `db` while it holds a transaction
 * (with the embedded database's one connection that would wait for itself).
 */
export function transactionOf<Queries>(
  db: Executor,
  queriesOf: (db: Executor) => Queries,
): TransactionRunner<Queries> {
  return (work) => db.transaction((tx) => work(queriesOf(tx)));
}

/** A feature's repository: its queries on `db`, and `transaction(work)` to run them in one. */
export function createRepository<Queries extends object>(
  db: Executor,
  queriesOf: (db: Executor) => Queries,
): Queries & { transaction: TransactionRunner<Queries> } {
  return { ...queriesOf(db), transaction: transactionOf(db, queriesOf) };
}
