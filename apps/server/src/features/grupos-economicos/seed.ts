import type { Db } from '../../db/client';
import { DEMO_GRUPO_ECONOMICO_ID } from '../../db/demo-ids';
import { gruposEconomicos } from '../../db/schema';

/** The demo client's economic group. */
export async function seedDemoGruposEconomicos(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(gruposEconomicos).values({
    id: DEMO_GRUPO_ECONOMICO_ID,
    nome: 'Grupo Demonstração',
    descricao: 'Conglomerado do Banco Demonstração',
  });
}
