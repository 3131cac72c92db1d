import type { Db } from '../../db/client';
import { DEMO_AGENTE_IDS, DEMO_CLIENTE_2_ID, DEMO_CLIENTE_ID } from '../../db/demo-ids';
import { agentesFinanceiros, agentesFinanceirosClientes } from '../../db/schema';

/** Four financial agents: two of the demo client, one of Banco Exemplo, one shared by both. */
export async function seedDemoAgentesFinanceiros(tx: Pick<Db, 'insert'>): Promise<void> {
  const endereco = (uf: string, codigoMunicipioIbge: string, cep: string) => ({
    uf,
    codigoMunicipioIbge,
    cep,
    logradouro: 'Rua das Financeiras',
    numero: '100',
    bairro: 'Centro',
  });
  await tx.insert(agentesFinanceiros).values([
    {
      id: DEMO_AGENTE_IDS.demonstracaoFinanceira,
      razaoSocial: 'Demonstração Financeira S.A. Crédito, Financiamento e Investimento',
      nome: 'Demonstração Financeira',
      cnpj: '60000000000113',
      ...endereco('SP', '3550308', '01001000'),
      telefone: '1140041000',
    },
    {
      id: DEMO_AGENTE_IDS.demonstracaoLeasing,
      razaoSocial: 'Demonstração Leasing S.A. Arrendamento Mercantil',
      nome: 'Demonstração Leasing',
      cnpj: '60000001000168',
      ...endereco('PR', '4106902', '80010000'),
      telefone: '4130301000',
    },
    {
      id: DEMO_AGENTE_IDS.exemploFinanciamentos,
      razaoSocial: 'Exemplo Financiamentos S.A.',
      nome: 'Exemplo Financiamentos',
      cnpj: '70000001000111',
      ...endereco('RJ', '3304557', '20010000'),
      telefone: '21987650000',
    },
    {
      id: DEMO_AGENTE_IDS.creditoCompartilhado,
      razaoSocial: 'Crédito Compartilhado Administradora de Consórcios Ltda.',
      nome: 'Crédito Compartilhado',
      cnpj: '60000002000102',
      ...endereco('MG', '3106200', '30110000'),
      telefone: '3132320000',
    },
  ]);
  await tx.insert(agentesFinanceirosClientes).values([
    { agenteFinanceiroId: DEMO_AGENTE_IDS.demonstracaoFinanceira, clienteId: DEMO_CLIENTE_ID },
    { agenteFinanceiroId: DEMO_AGENTE_IDS.demonstracaoLeasing, clienteId: DEMO_CLIENTE_ID },
    { agenteFinanceiroId: DEMO_AGENTE_IDS.creditoCompartilhado, clienteId: DEMO_CLIENTE_ID },
    { agenteFinanceiroId: DEMO_AGENTE_IDS.exemploFinanciamentos, clienteId: DEMO_CLIENTE_2_ID },
    { agenteFinanceiroId: DEMO_AGENTE_IDS.creditoCompartilhado, clienteId: DEMO_CLIENTE_2_ID },
  ]);
}
