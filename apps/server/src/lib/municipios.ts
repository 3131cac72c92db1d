import { eq } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema';
import { cidades } from '../db/schema';
import { AppError } from './errors';

type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

/** The UF of the municipality with this IBGE code, or null when there is none. */
export async function findUfOfCidade(db: Executor, codigoIbge: string): Promise<string | null> {
  const [row] = await db
    .select({ uf: cidades.uf })
    .from(cidades)
    .where(eq(cidades.codigoIbge, codigoIbge));
  return row?.uf ?? null;
}

/**
 * An address's municipality must exist and lie in the address's UF: a 400 naming `campo`
 * otherwise (the foreign key to `cidades` would answer a 500).
 */
export function assertMunicipioDaUf(ufDaCidade: string | null, uf: string, campo: string): void {
  const mensagem = !ufDaCidade
    ? 'Município não encontrado'
    : ufDaCidade !== uf
      ? 'O município não pertence à UF informada'
      : null;
  if (mensagem) {
    throw new AppError('INVALID_INPUT', [{ mensagem: `${campo}: ${mensagem}`, campo }]);
  }
}
