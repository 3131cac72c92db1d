import { count } from 'drizzle-orm';
import { seedDemoAgentesFinanceiros } from '../features/agentes-financeiros/seed';
import { syncCidades } from '../features/cidades/load';
import { seedDemoClientes } from '../features/clientes/seed';
import { seedDemoDespachantes } from '../features/despachantes/seed';
import { syncDetrans } from '../features/fornecedores/detrans';
import { seedDemoGruposEconomicos } from '../features/grupos-economicos/seed';
import { seedDemoMarcasModelos } from '../features/marcas-modelos/seed';
import { syncServicos } from '../features/servicos/reference';
import { seedDemoPrecos } from '../features/servicos/seed';
import { seedDemoTerceirosGarantidores } from '../features/terceiros-garantidores/seed';
import { syncPerfis } from '../features/usuarios/reference';
import { seedDemoUsuarios } from '../features/usuarios/seed';
import { seedDemoVeiculos } from '../features/veiculos/seed';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { usuarios } from './schema';

/**
 * Reference data, synced at every start by the feature that owns it: profiles and
 * permissions, the 27 Detrans and the service types (inserted when missing), and the
 * municipalities (missing ones inserted, renamed ones updated, none deleted).
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await syncPerfis(db);
  await syncDetrans(db);
  await syncServicos(db);
  await syncCidades(db);
}

/**
 * The demo data, each feature seeding its own rows (ids in `demo-ids.ts`), in the order their
 * references need, in one transaction. Written only into a database with no users; the
 * reference data (synced just before) is already there.
 */
export async function seedDemoData(db: Db, password: string): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(usuarios);
  if ((row?.total ?? 0) > 0) return false;

  const senhaHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await seedDemoGruposEconomicos(tx);
    await seedDemoClientes(tx);
    await seedDemoAgentesFinanceiros(tx);
    await seedDemoMarcasModelos(tx);
    await seedDemoDespachantes(tx);
    await seedDemoTerceirosGarantidores(tx);
    await seedDemoVeiculos(tx);
    await seedDemoPrecos(tx);
    await seedDemoUsuarios(tx, senhaHash);
  });
  return true;
}
