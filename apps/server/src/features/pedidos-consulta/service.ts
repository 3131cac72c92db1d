import type {
  PedidoConsultaFiltro,
  PedidoConsultaItem,
  PedidoConsultaPage,
  PedidoConsultaQuery,
} from '@portal/shared/contratos/consulta-schemas';
import type { PedidoStatus } from '@portal/shared/contratos/pedido-estados';
import type { Canal } from '@portal/shared/contratos/consulta-schemas';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import type { ExportFile, Exporter } from '../../lib/export/exporter';
import { PEDIDO_EXPORT_COLUMNS } from './export-columns';
import type { PedidoConsultaRow, PedidosConsultaRepository } from './repository';

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
  return {
    async consultar(
      auth: AuthContext,
      filtro: PedidoConsultaFiltro,
      query: PedidoConsultaQuery,
    ): Promise<PedidoConsultaPage> {
      const [rows, contagem] = await Promise.all([
        repository.page(auth, filtro, query),
        repository.count(auth, filtro),
      ]);
      return {
        content: rows.map(toItem),
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
    exportar(
      auth: AuthContext,
      filtro: PedidoConsultaFiltro,
      query: PedidoConsultaQuery & { formato: 'csv' | 'xlsx' },
      ip: string,
    ): Promise<ExportFile> {
      if (!auth.roles.has('CONTRATO_EXPORTAR')) {
        throw new AppError('FORBIDDEN', 'Sem permissão para exportar a consulta de contratos.');
      }
      const justificativa = query.justificativaExportacao ?? '';
      if (auth.roles.has('JUSTIFICATIVA_EXPORTAR_CONTRATOS') && !justificativa) {
        throw new AppError('INVALID_INPUT', [
          {
            mensagem: 'justificativaExportacao: Campo obrigatório',
            campo: 'justificativaExportacao',
          },
        ]);
      }
      return exporter.start(auth, {
        recurso: 'pedidos',
        formato: query.formato,
        filtro,
        justificativa,
        ip,
        columns: PEDIDO_EXPORT_COLUMNS,
        // Exact: the audit row records how many orders left (and the xlsx cap needs it).
        count: async () => (await repository.count(auth, filtro, Number.MAX_SAFE_INTEGER)).total,
        chunk: (after, limit) => repository.exportChunk(auth, filtro, after, limit),
        cursorOf: (row) => ({ key: row.cursor, id: row.id }),
      });
    },
  };
}

export type PedidosConsultaService = ReturnType<typeof createPedidosConsultaService>;
