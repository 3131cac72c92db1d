import type { Db } from '../../db/client';
import { DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID, DEMO_GRUPO_ECONOMICO_ID } from '../../db/demo-ids';
import { clientes } from '../../db/schema';

/**
 * Two banks: Banco Demonstração, whose users are the demo logins, in the demo economic group;
 * and Banco Exemplo, with no users, so that tenancy can be shown and tested.
 */
export async function seedDemoClientes(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(clientes).values([
    {
      id: DEMO_CLIENTE_ID,
      nomeFantasia: 'Banco Demonstração',
      razaoSocial: 'Banco Demonstração S.A.',
      cnpj: '11222333000181',
      grupoEconomicoId: DEMO_GRUPO_ECONOMICO_ID,
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      bairro: 'Bela Vista',
      codigoMunicipioIbge: '3550308',
      uf: 'SP',
      email: 'contato@bancodemonstracao.com.br',
      telefone: '1133334444',
      vbDetransAtivo: true,
      vbPagueAtivo: false,
      serasaHubAtivo: true,
    },
    {
      id: DEMO_CLIENTE_2_ID,
      nomeFantasia: 'Banco Exemplo',
      razaoSocial: 'Banco Exemplo Múltiplo S.A.',
      cnpj: '70000000000177',
      cep: '20040002',
      logradouro: 'Avenida Rio Branco',
      numero: '50',
      complemento: '10º andar',
      bairro: 'Centro',
      codigoMunicipioIbge: '3304557',
      uf: 'RJ',
      email: 'contato@bancoexemplo.com.br',
      telefone: '2122223333',
      vbDetransAtivo: true,
      vbPagueAtivo: true,
      serasaHubAtivo: false,
    },
  ]);
}
