import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fornecedores, servicosDetran } from '../../db/schema';

/**
 * What a few Detrans charge for contract registration (service type 1) and its amendment
 * (type 2), in force since 2025-01-01 with no end, with the fee options spec §3 shows (85,90;
 * 45,00; 55,00), so that `fornecedores/destinos/tipoServico/1` and the Serviços Detran page
 * show something. Fixed ids; UFs other than the ones the API tests price themselves.
 */
export const DEMO_PRECOS = [
  { id: '00000000-0000-4000-8000-000000000801', uf: 'PR', tipoServico: 1, valor: '85.90' },
  { id: '00000000-0000-4000-8000-000000000802', uf: 'PR', tipoServico: 2, valor: '45.00' },
  { id: '00000000-0000-4000-8000-000000000803', uf: 'SC', tipoServico: 1, valor: '55.00' },
  { id: '00000000-0000-4000-8000-000000000804', uf: 'RS', tipoServico: 1, valor: '85.90' },
  { id: '00000000-0000-4000-8000-000000000805', uf: 'GO', tipoServico: 1, valor: '45.00' },
] as const;

/** The demo prices, for the Detrans synced just before (by UF: their ids are random). */
export async function seedDemoPrecos(tx: Pick<Db, 'insert' | 'select'>): Promise<void> {
  const detrans = await tx
    .select({ id: fornecedores.id, uf: fornecedores.uf })
    .from(fornecedores)
    .where(
      and(
        eq(fornecedores.tipo, 'DETRAN'),
        inArray(
          fornecedores.uf,
          DEMO_PRECOS.map((p) => p.uf),
        ),
      ),
    );
  const idOf = new Map(detrans.map((d) => [d.uf, d.id]));
  const rows = DEMO_PRECOS.flatMap(({ id, uf, tipoServico, valor }) => {
    const fornecedorId = idOf.get(uf);
    return fornecedorId
      ? [{ id, fornecedorId, tipoServico, valor, vigenciaInicio: '2025-01-01' }]
      : [];
  });
  if (rows.length > 0) await tx.insert(servicosDetran).values(rows).onConflictDoNothing();
}
