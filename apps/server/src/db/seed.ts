import { and, count, eq, inArray } from 'drizzle-orm';
import {
  PERFIL_CODIGOS,
  PERFIS,
  VINCULO_POR_PERFIL,
  type PerfilCodigo,
} from '@portal/shared/usuarios/perfis';
import { PERMISSOES, PERMISSOES_PADRAO_POR_PERFIL } from '@portal/shared/usuarios/permissoes';
import { syncCidades } from '../features/cidades/load';
import { DETRAN_SP_ID, syncDetrans } from '../features/fornecedores/detrans';
import { syncServicos } from '../features/servicos/reference';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import {
  agentesFinanceiros,
  agentesFinanceirosClientes,
  clientes,
  despachantes,
  gruposEconomicos,
  marcasModelos,
  perfilPermissoes,
  fornecedores,
  perfis,
  permissoes,
  servicosDetran,
  terceirosGarantidores,
  usuarios,
  veiculos,
} from './schema';

/**
 * Profiles and permissions come from packages/shared and are synced at every start. A
 * profile's default permissions are granted when the profile or the permission is first
 * created, so a later change made by an administrator is not undone by a restart.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const newPerfis = await tx
      .insert(perfis)
      .values(
        PERFIL_CODIGOS.map((codigo) => ({
          codigo,
          numero: PERFIS[codigo].numero,
          descricao: PERFIS[codigo].label,
          ativo: PERFIS[codigo].ativo,
        })),
      )
      .onConflictDoNothing()
      .returning({ codigo: perfis.codigo });
    const newPermissoes = await tx
      .insert(permissoes)
      .values(Object.entries(PERMISSOES).map(([codigo, descricao]) => ({ codigo, descricao })))
      .onConflictDoNothing()
      .returning({ codigo: permissoes.codigo });
    if (newPerfis.length === 0 && newPermissoes.length === 0) return;

    const isNewPerfil = new Set(newPerfis.map((p) => p.codigo));
    const isNewPermissao = new Set(newPermissoes.map((p) => p.codigo));
    const grants = PERFIL_CODIGOS.flatMap((perfil) =>
      PERMISSOES_PADRAO_POR_PERFIL[perfil]
        .filter((permissao) => isNewPerfil.has(perfil) || isNewPermissao.has(permissao))
        .map((permissao) => ({ perfil, permissao })),
    );
    if (grants.length > 0) {
      await tx.insert(perfilPermissoes).values(grants).onConflictDoNothing();
    }
  });
  // The 27 Detrans and the service types (inserted when missing), and the municipalities
  // (missing ones inserted, renamed ones updated, none deleted).
  await syncDetrans(db);
  await syncServicos(db);
  await syncCidades(db);
}

export const DEMO_CLIENTE_ID = '00000000-0000-4000-8000-000000000001';
/** A second bank with agents of its own, so that tenancy can be tested and shown. */
export const DEMO_CLIENTE_2_ID = '00000000-0000-4000-8000-000000000101';
export const DEMO_GRUPO_ECONOMICO_ID = '00000000-0000-4000-8000-000000000201';
/** Agents: two of the demo client, one of the second client, one shared by both. */
export const DEMO_AGENTE_IDS = {
  demonstracaoFinanceira: '00000000-0000-4000-8000-000000000301',
  demonstracaoLeasing: '00000000-0000-4000-8000-000000000302',
  exemploFinanciamentos: '00000000-0000-4000-8000-000000000303',
  creditoCompartilhado: '00000000-0000-4000-8000-000000000304',
} as const;

/** The demo clients, their economic group and their financial agents. */
async function seedDemoClientes(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(gruposEconomicos).values({
    id: DEMO_GRUPO_ECONOMICO_ID,
    nome: 'Grupo Demonstração',
    descricao: 'Conglomerado do Banco Demonstração',
  });
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

export const DEMO_MARCA_MODELO_IDS = {
  gol: '00000000-0000-4000-8000-000000000401',
  onix: '00000000-0000-4000-8000-000000000402',
  hb20: '00000000-0000-4000-8000-000000000403',
  strada: '00000000-0000-4000-8000-000000000404',
  cg160: '00000000-0000-4000-8000-000000000405',
} as const;
export const DEMO_DESPACHANTE_IDS = {
  demonstracao: '00000000-0000-4000-8000-000000000501',
  exemplo: '00000000-0000-4000-8000-000000000502',
} as const;
export const DEMO_TERCEIRO_GARANTIDOR_IDS = {
  demonstracao: '00000000-0000-4000-8000-000000000601',
  exemplo: '00000000-0000-4000-8000-000000000602',
} as const;
export const DEMO_VEICULO_IDS = {
  demonstracao: '00000000-0000-4000-8000-000000000701',
  demonstracaoZeroKm: '00000000-0000-4000-8000-000000000702',
  exemplo: '00000000-0000-4000-8000-000000000703',
} as const;

/**
 * A few brand/models, and for each demo client a dispatcher, a third-party guarantor and
 * vehicles, so that each client's users see their own rows and not the other's. The codes
 * are illustrative, not the Senatran table's (the registradora maintains the real catalogue).
 * Documents are valid test numbers, not real people's or companies'.
 */
async function seedDemoCadastros(tx: Pick<Db, 'insert'>): Promise<void> {
  await tx.insert(marcasModelos).values([
    { id: DEMO_MARCA_MODELO_IDS.gol, codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' },
    { id: DEMO_MARCA_MODELO_IDS.onix, codigo: 100002, marca: 'CHEVROLET', modelo: 'ONIX 1.0' },
    { id: DEMO_MARCA_MODELO_IDS.hb20, codigo: 100003, marca: 'HYUNDAI', modelo: 'HB20 1.0' },
    { id: DEMO_MARCA_MODELO_IDS.strada, codigo: 100004, marca: 'FIAT', modelo: 'STRADA 1.3' },
    { id: DEMO_MARCA_MODELO_IDS.cg160, codigo: 100005, marca: 'HONDA', modelo: 'CG 160 FAN' },
  ]);
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
async function seedDemoPrecos(tx: Pick<Db, 'insert' | 'select'>): Promise<void> {
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

/** The demo supplier's users belong to the reference Detran-SP row. */
export const DEMO_FORNECEDOR_ID = DETRAN_SP_ID;

/**
 * The demo data: one active user per active profile, named after the profile code in lower
 * case, all with the same password; a client for the users who belong to one, while the
 * Detran's user belongs to the reference Detran-SP row (synced by syncReferenceData, which
 * runs first). Written only into a database with no users.
 * B3 is a disabled profile (§6): nobody can log in with it, so it gets no demo user.
 */
export async function seedDemoData(db: Db, password: string): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(usuarios);
  if ((row?.total ?? 0) > 0) return false;

  const senhaHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await seedDemoClientes(tx);
    await seedDemoCadastros(tx);
    await seedDemoPrecos(tx);
    const perfisAtivos = PERFIL_CODIGOS.filter((codigo) => PERFIS[codigo].ativo);
    await tx.insert(usuarios).values(
      perfisAtivos.map((perfil) => {
        const username = perfil.toLowerCase();
        const vinculo = VINCULO_POR_PERFIL[perfil];
        return {
          id: demoUsuarioId(perfil),
          username,
          nome: `${PERFIS[perfil].label} Demonstração`,
          email: `${username}@demo.vbregistradora.com.br`,
          telefone: '11987654321',
          senhaHash,
          perfil,
          status: 'ATIVO',
          clienteId: vinculo === 'CLIENTE' ? DEMO_CLIENTE_ID : null,
          fornecedorId: vinculo === 'FORNECEDOR' ? DEMO_FORNECEDOR_ID : null,
          master: perfil === 'MASTER',
        };
      }),
    );
  });
  return true;
}

/** A demo user's fixed id: 00000000-0000-4000-8000-0000000010NN, NN its profile number. */
export function demoUsuarioId(perfil: PerfilCodigo): string {
  return `00000000-0000-4000-8000-0000000010${String(PERFIS[perfil].numero).padStart(2, '0')}`;
}

/** Used by tests to find demo rows without repeating the seed's naming rule. */
export function demoUsernames(): string[] {
  return PERFIL_CODIGOS.filter((codigo) => PERFIS[codigo].ativo).map((c) => c.toLowerCase());
}
