import { TIPOS_SERVICO_REFERENCIA } from '@portal/shared/servicos/schemas';
import type { Db } from '../../db/client';
import { servicos } from '../../db/schema';

/** The reference service types: inserted when missing, never overwritten. */
export async function syncServicos(db: Db): Promise<void> {
  await db
    .insert(servicos)
    .values(TIPOS_SERVICO_REFERENCIA.map((s) => ({ ...s, referencia: true })))
    .onConflictDoNothing();
}
