import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cidades } from '../db/schema';
import { invalid } from './errors';

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
    throw invalid(campo, mensagem);
  }
}
