import type { Db } from '../../db/client';
import {
  DEMO_CLIENTE_2_ID,
  DEMO_CLIENTE_ID,
  DEMO_TERCEIRO_GARANTIDOR_IDS,
} from '../../db/demo-ids';
import { terceirosGarantidores } from '../../db/schema';

/** A third-party guarantor for each demo bank (valid test documents, not real ones). */
export async function seedDemoTerceirosGarantidores(tx: Pick<Db, 'insert'>): Promise<void> {
  const endereco = (uf: string, codigoMunicipioIbge: string, cep: string) => ({
    uf,
    codigoMunicipioIbge,
    cep,
    logradouro: 'Rua dos Garantidores',
    numero: '200',
    bairro: 'Centro',
  });
  await tx.insert(terceirosGarantidores).values([
    {
      id: DEMO_TERCEIRO_GARANTIDOR_IDS.demonstracao,
      clienteId: DEMO_CLIENTE_ID,
      nome: 'Garantias Alfa S.A.',
      cpfCnpj: '12ABC34501DE35',
      ...endereco('SP', '3509502', '13010000'),
      telefone: '1933334444',
      email: 'contato@garantiasalfa.com.br',
    },
    {
      id: DEMO_TERCEIRO_GARANTIDOR_IDS.exemplo,
      clienteId: DEMO_CLIENTE_2_ID,
      nome: 'Roberto Fiador',
      cpfCnpj: '11144477735',
      ...endereco('RJ', '3303302', '24020000'),
      telefone: '21977776666',
    },
  ]);
}
