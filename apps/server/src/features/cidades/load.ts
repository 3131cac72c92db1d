import { createHash } from 'node:crypto';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { sql } from 'drizzle-orm';
import { UFS, type Uf } from '@portal/shared/common/ufs';
import type { Db } from '../../db/client';
import { cidades } from '../../db/schema';

type Cidade = typeof cidades.$inferInsert & { nomeBusca: string; uf: Uf };

const BATCH = 1000;

/** Lower case without accents: what a search by name compares. */
export function nomeBusca(nome: string): string {
  return nome
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The municipalities as IBGE publishes them today (5,571 since Boa Esperança do Norte/MT,
 * 5101837, was created in 2023), from the municipality table of @brazilian-utils/brazilian-utils
 * (MIT; generated from the IBGE Localidades API), sorted by IBGE code.
 */
export function readMunicipios(): Cidade[] {
  // Per UF: the full list would be sorted by name with localeCompare, 10 ms for nothing.
  const rows = UFS.flatMap((uf) =>
    getMunicipalities(uf).map(({ code, name, stateCode }) => {
      if (!/^\d{7}$/.test(code) || stateCode !== uf) {
        throw new Error(`brazilian-utils: município inesperado: ${code} ${name} ${stateCode}`);
      }
      return { codigoIbge: code, nome: name, nomeBusca: nomeBusca(name), uf };
    }),
  );
  return rows.sort((a, b) => (a.codigoIbge < b.codigoIbge ? -1 : 1));
}

/** One line per municipality, in code order: what the database's checksum is compared with. */
function checksumOf(rows: readonly Cidade[]): string {
  const text = rows.map((c) => `${c.codigoIbge}\t${c.nome}\t${c.nomeBusca}\t${c.uf}`).join('\n');
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/**
 * Brings `cidades` in line with the package at every start: municipalities missing from the
 * table are inserted (a new one, or every one on the first start) and those whose name IBGE
 * changed are updated; none is ever deleted, since addresses reference them by IBGE code.
 *
 * A checksum of the table, computed in SQL, is compared first: when it matches, as on every
 * start after the first, the sync costs one aggregate query. Otherwise one upsert per 1,000
 * rows, inside a transaction, touches only the rows that differ (a row the package no longer
 * has, kept, makes the checksum differ: that start pays the upsert, about 200 ms, and changes
 * nothing). Answers how many rows it inserted and updated (both 0 when already current).
 */
export async function syncCidades(db: Db): Promise<{ inserted: number; updated: number }> {
  const municipios = readMunicipios();
  const result = await db.execute<{ checksum: string | null }>(sql`
    select md5(string_agg(
      ${cidades.codigoIbge} || E'\t' || ${cidades.nome} || E'\t' || ${cidades.nomeBusca} || E'\t' || ${cidades.uf},
      E'\n' order by ${cidades.codigoIbge} collate "C"
    )) as checksum
    from ${cidades}`);
  if (result.rows[0]?.checksum === checksumOf(municipios)) return { inserted: 0, updated: 0 };

  let inserted = 0;
  let updated = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < municipios.length; i += BATCH) {
      const changed = await tx
        .insert(cidades)
        .values(municipios.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: cidades.codigoIbge,
          set: {
            nome: sql`excluded.nome`,
            nomeBusca: sql`excluded.nome_busca`,
            uf: sql`excluded.uf`,
          },
          setWhere: sql`(${cidades.nome}, ${cidades.nomeBusca}, ${cidades.uf})
            is distinct from (excluded.nome, excluded.nome_busca, excluded.uf)`,
        })
        // xmax is 0 on a row this statement inserted, the updating transaction's id otherwise.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of changed) {
        if (row.inserted) inserted += 1;
        else updated += 1;
      }
    }
  });
  return { inserted, updated };
}
