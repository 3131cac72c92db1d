import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import type { PageRequest } from '@portal/shared/common/paging';

/** LIMIT/OFFSET of a page request: paging always happens in SQL. */
export function limitOffset(page: PageRequest): { limit: number; offset: number } {
  return { limit: page.size, offset: page.page * page.size };
}

/** ORDER BY for the requested sort, from the columns a repository allows; `id` breaks ties. */
export function orderByOf<K extends string>(
  page: PageRequest<K>,
  columns: Record<K, AnyPgColumn | SQL>,
  tieBreaker: AnyPgColumn,
): SQL[] {
  if (!page.sort) return [asc(tieBreaker)];
  const column = columns[page.sort.key];
  return [page.sort.direction === 'desc' ? desc(column) : asc(column), asc(tieBreaker)];
}

/** Tells the client the largest page this resource serves (the size may have been capped). */
export function announcePageCap(reply: FastifyReply, page: PageRequest): void {
  reply.header('x-tamanho-maximo-pagina', String(page.maxSize));
}
