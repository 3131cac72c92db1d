import { PERFIL_CODIGOS, PERFIS, type PerfilCodigo } from '@portal/shared/usuarios/perfis';
import { DETRAN_SP_ID } from '../features/fornecedores/detrans';

/*
 * The fixed ids of the demo data. Each feature seeds its own rows (`features/<f>/seed.ts`);
 * a row of one feature that points at another's (a client's dispatcher, an agent's clients)
 * finds the id here, since features do not import each other. Tests use them too.
 */

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

/** The demo supplier's users belong to the reference Detran-SP row. */
export const DEMO_FORNECEDOR_ID = DETRAN_SP_ID;

/** A demo user's fixed id: 00000000-0000-4000-8000-0000000010NN, NN its profile number. */
export function demoUsuarioId(perfil: PerfilCodigo): string {
  return `00000000-0000-4000-8000-0000000010${String(PERFIS[perfil].numero).padStart(2, '0')}`;
}

/** The demo users' names: each active profile's code in lower case. */
export function demoUsernames(): string[] {
  return PERFIL_CODIGOS.filter((codigo) => PERFIS[codigo].ativo).map((c) => c.toLowerCase());
}
