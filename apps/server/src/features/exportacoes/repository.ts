import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { PageRequest } from '@portal/shared/common/paging';
import type { Db } from '../../db/client';
import { arquivos, exportacoes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { indexOrder, limitOffset } from '../../lib/paging';

/**
 * A user's background exports. Each is its requester's alone, whoever else may see the same
 * rows: not the organization's, so no tenancy owner applies; every query filters by the caller.
 * Expired ones are left out (the hourly purge deletes them).
 */
function mine(auth: AuthContext) {
  return and(eq(exportacoes.usuarioId, auth.usuarioId), gt(exportacoes.expiraEm, sql`now()`));
}

const columns = {
  id: exportacoes.id,
  protocolo: exportacoes.protocolo,
  recurso: exportacoes.recurso,
  formato: exportacoes.formato,
  situacao: exportacoes.situacao,
  quantidadeRegistros: exportacoes.quantidadeRegistros,
  tamanho: arquivos.tamanho,
  mensagem: exportacoes.mensagem,
  createdAt: exportacoes.createdAt,
  concluidaEm: exportacoes.concluidaEm,
  expiraEm: exportacoes.expiraEm,
  arquivoId: exportacoes.arquivoId,
  fonte: exportacoes.fonte,
  clienteId: exportacoes.clienteId,
  fornecedorId: exportacoes.fornecedorId,
};

export function createExportacoesRepository(db: Db) {
  async function findMine(auth: AuthContext, condition: SQL) {
    const [row] = await db
      .select(columns)
      .from(exportacoes)
      .leftJoin(arquivos, eq(arquivos.id, exportacoes.arquivoId))
      .where(and(mine(auth), condition));
    return row ?? null;
  }

  return {
    /** A page of the caller's exports, newest first (index exportacoes_usuario_idx). */
    async list(auth: AuthContext, page: PageRequest<'createdAt'>) {
      const isDesc = page.sort?.direction !== 'asc';
      const { limit, offset } = limitOffset(page);
      const [content, [total]] = await Promise.all([
        db
          .select(columns)
          .from(exportacoes)
          .leftJoin(arquivos, eq(arquivos.id, exportacoes.arquivoId))
          .where(mine(auth))
          // As exportacoes_usuario_idx holds them (DESC NULLS LAST), in either direction.
          .orderBy(indexOrder(exportacoes.createdAt, isDesc), indexOrder(exportacoes.id, isDesc))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(exportacoes).where(mine(auth)),
      ]);
      return { content, totalElements: total?.total ?? 0 };
    },

    /** One of the caller's exports by id (a download link names it), or null. */
    findById: (auth: AuthContext, id: string) => findMine(auth, eq(exportacoes.id, id)),

    /** One of the caller's exports by protocol, or null (another user's is null too). */
    find: (auth: AuthContext, protocolo: string) =>
      findMine(auth, eq(exportacoes.protocolo, protocolo)),
  };
}

export type ExportacoesRepository = ReturnType<typeof createExportacoesRepository>;
export type ExportacaoRow = NonNullable<Awaited<ReturnType<ExportacoesRepository['find']>>>;
