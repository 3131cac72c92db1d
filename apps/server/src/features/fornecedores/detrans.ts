import { UF_TABELA, UFS, type Uf } from '@portal/shared/common/ufs';
import type { Db } from '../../db/client';
import { fornecedores } from '../../db/schema';

/**
 * Detran-SP keeps the id the demo supplier had since the foundation, so sessions, tests and
 * demo users that point at it keep working. The other Detrans get ids of their own.
 */
export const DETRAN_SP_ID = '00000000-0000-4000-8000-000000000002';

/** The contraction Portuguese puts before each state's name ('do Acre', 'da Bahia', 'de Goiás'). */
const PREPOSICAO: Record<Exclude<Uf, 'DF'>, 'de' | 'do' | 'da'> = {
  AC: 'do',
  AL: 'de',
  AM: 'do',
  AP: 'do',
  BA: 'da',
  CE: 'do',
  ES: 'do',
  GO: 'de',
  MA: 'do',
  MG: 'de',
  MS: 'de',
  MT: 'de',
  PA: 'do',
  PB: 'da',
  PE: 'de',
  PI: 'do',
  PR: 'do',
  RJ: 'do',
  RN: 'do',
  RO: 'de',
  RR: 'de',
  RS: 'do',
  SC: 'de',
  SE: 'de',
  SP: 'de',
  TO: 'do',
};

function descricaoOf(uf: Uf): string {
  return uf === 'DF'
    ? 'Departamento de Trânsito do Distrito Federal'
    : `Departamento Estadual de Trânsito ${PREPOSICAO[uf]} ${UF_TABELA[uf].nome}`;
}

/**
 * The 27 state Detrans, one per UF: inserted when missing, never overwritten, so what an
 * administrator changed (e-mail, phone, CNPJ, active flag) survives restarts.
 */
export async function syncDetrans(db: Db): Promise<void> {
  await db
    .insert(fornecedores)
    .values(
      UFS.map((uf) => ({
        ...(uf === 'SP' ? { id: DETRAN_SP_ID } : {}),
        nome: `Detran-${uf}`,
        tipo: 'DETRAN',
        uf,
        descricao: descricaoOf(uf),
      })),
    )
    .onConflictDoNothing();
}
