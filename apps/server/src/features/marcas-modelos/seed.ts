import type { Db } from '../../db/client';
import { DEMO_MARCA_MODELO_IDS } from '../../db/demo-ids';
import { marcasModelos } from '../../db/schema';

/**
 * A few brand/models. The codes are illustrative, not the Senatran table's (the registradora
 * maintains the real catalogue).
 */
export async function seedDemoMarcasModelos(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(marcasModelos).values([
    { id: DEMO_MARCA_MODELO_IDS.gol, codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' },
    { id: DEMO_MARCA_MODELO_IDS.onix, codigo: 100002, marca: 'CHEVROLET', modelo: 'ONIX 1.0' },
    { id: DEMO_MARCA_MODELO_IDS.hb20, codigo: 100003, marca: 'HYUNDAI', modelo: 'HB20 1.0' },
    { id: DEMO_MARCA_MODELO_IDS.strada, codigo: 100004, marca: 'FIAT', modelo: 'STRADA 1.3' },
    { id: DEMO_MARCA_MODELO_IDS.cg160, codigo: 100005, marca: 'HONDA', modelo: 'CG 160 FAN' },
  ]);
}
