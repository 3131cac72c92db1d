import type { Db } from '../../db/client';
import {
  DEMO_CLIENTE_2_ID,
  DEMO_CLIENTE_ID,
  DEMO_MARCA_MODELO_IDS,
  DEMO_VEICULO_IDS,
} from '../../db/demo-ids';
import { veiculos } from '../../db/schema';

/** Vehicles of each demo bank: one with plate and RENAVAM, and a 0 km one without them. */
export async function seedDemoVeiculos(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(veiculos).values([
    {
      id: DEMO_VEICULO_IDS.demonstracao,
      clienteId: DEMO_CLIENTE_ID,
      chassi: '9BWZZZ377VT004251',
      placa: 'ABC1C34',
      ufPlaca: 'SP',
      renavam: '63988930216',
      anoFabricacao: 2022,
      anoModelo: 2023,
      marcaModeloId: DEMO_MARCA_MODELO_IDS.gol,
      cor: 'PRATA',
    },
    {
      id: DEMO_VEICULO_IDS.demonstracaoZeroKm,
      clienteId: DEMO_CLIENTE_ID,
      chassi: '9BGKS48U0LG123456',
      anoFabricacao: 2025,
      anoModelo: 2026,
      marcaModeloId: DEMO_MARCA_MODELO_IDS.onix,
      cor: 'BRANCA',
    },
    {
      id: DEMO_VEICULO_IDS.exemplo,
      clienteId: DEMO_CLIENTE_2_ID,
      chassi: '9BD578A1XNY654321',
      placa: 'KXA1234',
      ufPlaca: 'RJ',
      renavam: '01234567897',
      anoFabricacao: 2021,
      anoModelo: 2021,
      marcaModeloId: DEMO_MARCA_MODELO_IDS.strada,
    },
  ]);
}
