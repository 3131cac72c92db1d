import type { Db } from '../../db/client';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID, DEMO_DESPACHANTE_IDS } from '../../db/demo-ids';
import { despachantes } from '../../db/schema';

/** A dispatcher for each demo bank (valid test documents, not real people's or companies'). */
export async function seedDemoDespachantes(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(despachantes).values([
    {
      id: DEMO_DESPACHANTE_IDS.demonstracao,
      clienteId: DEMO_CLIENTE_ID,
      nome: 'Despachante Paulista Ltda.',
      cpfCnpj: '45723174000110',
      numeroCredenciamento: 'SP-12345',
      uf: 'SP',
      codigoMunicipioIbge: '3550308',
      telefone: '1132320000',
      email: 'contato@despachantepaulista.com.br',
    },
    {
      id: DEMO_DESPACHANTE_IDS.exemplo,
      clienteId: DEMO_CLIENTE_2_ID,
      nome: 'Carla Despachante',
      cpfCnpj: '52998224725',
      uf: 'RJ',
      codigoMunicipioIbge: '3304557',
      telefone: '21988887777',
    },
  ]);
}
