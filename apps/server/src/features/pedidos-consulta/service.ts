import { z } from 'zod';
import {
  PEDIDO_CONSULTA_SORT_KEYS,
  pedidoConsultaFiltroSchema,
  type PedidoConsultaFiltro,
  type PedidoConsultaItem,
  type PedidoConsultaPage,
  type PedidoConsultaQuery,
} from '@portal/shared/contratos/consulta-schemas';
import type { PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import type { Canal } from '@portal/shared/contratos/consulta-schemas';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, invalid } from '../../lib/errors';
import type { ExportAnswer, Exporter } from '../../lib/export/exporter';
import { PEDIDO_EXPORT_COLUMNS } from './export-columns';
import type { PedidoConsultaRow, PedidosConsultaRepository, Seek } from './repository';

/** What a page cursor holds: the page, its size and sort, its first and last rows. */
const cursorSchema = z.object({
  p: z.number().int().min(0),
  s: z.number().int().min(1),
  k: z.enum(PEDIDO_CONSULTA_SORT_KEYS),
  d: z.enum(['asc', 'desc']),
  f: z.tuple([z.string(), z.uuid()]),
  l: z.tuple([z.string(), z.uuid()]),
});
type Cursor = z.infer<typeof cursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(token: string): Cursor {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
  } catch {
    throw invalid('cursor', 'Cursor inválido: repita a consulta');
  }
}

/**
 * The keyset start of the page asked for, from the cursor of a page the caller shows: after
 * its last row (a later page) or before its first (an earlier one), skipping the pages between.
 * A cursor of another size or sort, or of the same page, is not used: the page is read from
 * the start.
 */
export function seekOf(query: PedidoConsultaQuery): Seek | undefined {
  if (!query.cursor) return undefined;
  const cursor = decodeCursor(query.cursor);
  const sort = query.sort ?? { key: 'dataCadastro', direction: 'desc' };
  if (cursor.s !== query.size || cursor.k !== sort.key || cursor.d !== sort.direction) {
    return undefined;
  }
  if (query.page === cursor.p) return undefined;
  return query.page > cursor.p
    ? {
        after: { valor: cursor.l[0], id: cursor.l[1] },
        skip: (query.page - cursor.p - 1) * query.size,
      }
    : {
        before: { valor: cursor.f[0], id: cursor.f[1] },
        skip: (cursor.p - query.page - 1) * query.size,
      };
}

function cursorOf(query: PedidoConsultaQuery, rows: PedidoConsultaRow[]): string | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return null;
  const sort = query.sort ?? { key: 'dataCadastro', direction: 'desc' };
  return encodeCursor({
    p: query.page,
    s: query.size,
    k: sort.key,
    d: sort.direction,
    f: [first.valorOrdem ?? '', first.id],
    l: [last.valorOrdem ?? '', last.id],
  });
}

export function toItem(row: PedidoConsultaRow): PedidoConsultaItem {
  return {
    protocolo: row.protocolo,
    dataCadastro: row.createdAt.toISOString(),
    operacao: row.operacao,
    status: row.status as PedidoStatus,
    uf: row.uf,
    cliente: row.cliente,
    agenteFinanceiro: row.agenteFinanceiro,
    numeroContrato: row.numeroContrato,
    numeroAditivo: row.numeroAditivo,
    chassis: row.chassis,
    placas: row.placas ?? [],
    devedorNome: row.devedorNome ?? '',
    devedorCpfCnpj: row.devedorCpfCnpj,
    canal: row.canal as Canal,
    imagemRecebida: row.imagemRecebida,
    codigosRetorno: row.codigosRetorno ?? [],
  };
}

export function createPedidosConsultaService(
  repository: PedidosConsultaRepository,
  exporter: Exporter,
) {
  const exportacao = exporter.source({
    id: 'pedidos.consulta',
    recurso: 'pedidos',
    permissoes: ['CONTRATO_CONSULTAR', 'CONTRATO_EXPORTAR'],
    filtro: pedidoConsultaFiltroSchema,
    columns: PEDIDO_EXPORT_COLUMNS,
    rows: (auth, filtro) => ({
      // Exact: the audit row records how many orders left (and the xlsx cap needs it).
      count: async () => (await repository.count(auth, filtro, Number.MAX_SAFE_INTEGER)).total,
      chunk: (after, limit) => repository.exportChunk(auth, filtro, after, limit),
      cursorOf: (row) => ({ key: row.cursor, id: row.id }),
    }),
  });

  return {
    async search(
      auth: AuthContext,
      filtro: PedidoConsultaFiltro,
      query: PedidoConsultaQuery,
    ): Promise<PedidoConsultaPage> {
      const [rows, contagem] = await Promise.all([
        repository.page(auth, filtro, query, seekOf(query)),
        repository.count(auth, filtro),
      ]);
      return {
        content: rows.map(toItem),
        cursor: cursorOf(query, rows),
        totalElements: contagem.total,
        totalExato: contagem.exato,
      };
    },

    /**
     * The whole filter as a file. CONTRATO_EXPORTAR exports; a user who holds
     * JUSTIFICATIVA_EXPORTAR_CONTRATOS must say why (2 to 255 characters), and the audit row
     * keeps it. Another tenant's orders never enter the count or the file: both read through
     * the same tenant-scoped WHERE as the page.
     */
    export(
      auth: AuthContext,
      filtro: PedidoConsultaFiltro,
      query: PedidoConsultaQuery & { formato: 'csv' | 'xlsx' },
      ip: string,
    ): Promise<ExportAnswer> {
      if (!auth.roles.has('CONTRATO_EXPORTAR')) {
        throw new AppError('FORBIDDEN', 'Sem permissão para exportar a consulta de contratos.');
      }
      const justificativa = query.justificativaExportacao ?? '';
      if (auth.roles.has('JUSTIFICATIVA_EXPORTAR_CONTRATOS') && !justificativa) {
        throw invalid('justificativaExportacao', 'Campo obrigatório');
      }
      return exportacao.start(auth, { formato: query.formato, filtro, justificativa, ip });
    },
  };
}

export type PedidosConsultaService = ReturnType<typeof createPedidosConsultaService>;
