import type { Db } from '../../db/client';
import { auditoriaExportacoes } from '../../db/schema';
import type { AuthContext } from '../auth-context';

export interface ExportAudit {
  /** The API resource exported, e.g. 'fornecedores'. */
  recurso: string;
  formato: 'csv' | 'xlsx' | 'pdf';
  /** The filter as the caller sent it (never the exported rows). */
  filtro: Record<string, unknown>;
  justificativa: string;
  quantidadeRegistros: number;
  ip: string | null;
}

/**
 * Writes the audit row every export owes (ARCHITECTURE: exports need a justification and
 * leave a trace; LGPD: who exported what and why, never the data). Call it before the file
 * starts streaming, so an export that leaves the server is always on record. Pass the `tx` of
 * an open transaction when there is one (one pooled connection in embedded mode).
 */
export async function recordExport(
  db: Pick<Db, 'insert'>,
  auth: AuthContext,
  audit: ExportAudit,
): Promise<string> {
  const filtro = Object.fromEntries(
    Object.entries(audit.filtro).filter(([, value]) => value !== undefined),
  );
  const [row] = await db
    .insert(auditoriaExportacoes)
    .values({
      usuarioId: auth.usuarioId,
      recurso: audit.recurso,
      formato: audit.formato,
      filtro,
      justificativa: audit.justificativa,
      quantidadeRegistros: audit.quantidadeRegistros,
      ip: audit.ip?.slice(0, 64) ?? null,
    })
    .returning({ id: auditoriaExportacoes.id });
  return row!.id;
}
