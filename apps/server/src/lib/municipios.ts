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

/** What `assertMunicipioOf` reads through: a repository's `ufOfCidade` (`findUfOfCidade`). */
export interface CidadeReader {
  ufOfCidade(codigoIbge: string): Promise<string | null>;
}

/**
 * `assertMunicipioDaUf` of an address (or a record with its own municipality and UF), the
 * municipality read through `tx`, the transaction that writes the record.
 */
export async function assertMunicipioOf(
  tx: CidadeReader,
  local: { codigoMunicipioIbge: string; uf: string },
  campo = 'endereco.codigoMunicipioIbge',
): Promise<void> {
  const ufDaCidade = await tx.ufOfCidade(local.codigoMunicipioIbge);
  assertMunicipioDaUf(ufDaCidade, local.uf, campo);
}
