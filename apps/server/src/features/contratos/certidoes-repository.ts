import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  agentesFinanceiros,
  fornecedores,
  marcasModelos,
  pedidoHistorico,
  pedidos,
} from '../../db/schema';

/**
 * What a certificate prints of an order. No tenant scope, on purpose: the caller holds the
 * order's verification code (checked before this runs), which is the permission to read this
 * one order's certificate, whoever holds it; the repository reads exactly the protocol the
 * code names and nothing else.
 */
export function createCertidoesRepository(db: Executor) {
  return {
    async pedidoCertificavel(protocolo: string) {
      const [row] = await db
        .select({
          protocolo: pedidos.protocolo,
          operacao: pedidos.operacao,
          status: pedidos.status,
          uf: pedidos.uf,
          detran: fornecedores.nome,
          numeroContrato: pedidos.numeroContrato,
          protocoloDetran: pedidos.protocoloDetran,
          numeroRegistroDetran: pedidos.numeroRegistroDetran,
          agenteFinanceiro: agentesFinanceiros.razaoSocial,
          dados: pedidos.dados,
          createdAt: pedidos.createdAt,
          registradoEm: sql<Date | null>`(select min(${pedidoHistorico.em}) from ${pedidoHistorico}
            where ${pedidoHistorico.pedidoId} = ${pedidos.id} and ${pedidoHistorico.status} = 'REGISTRADO')`.mapWith(
            (valor: string | Date | null) => (valor === null ? null : new Date(valor)),
          ),
          baixadoEm: sql<Date | null>`(select max(${pedidoHistorico.em}) from ${pedidoHistorico}
            where ${pedidoHistorico.pedidoId} = ${pedidos.id} and ${pedidoHistorico.status} = 'BAIXADO')`.mapWith(
            (valor: string | Date | null) => (valor === null ? null : new Date(valor)),
          ),
        })
        .from(pedidos)
        .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedorId))
        .innerJoin(agentesFinanceiros, eq(agentesFinanceiros.id, pedidos.agenteFinanceiroId))
        .where(eq(pedidos.protocolo, protocolo));
      return row ?? null;
    },

    /** Brand and model names of catalogue codes (a code removed since prints as its number). */
    async marcasModelos(codigos: number[]): Promise<Map<number, string>> {
      if (codigos.length === 0) return new Map();
      const rows = await db
        .select({
          codigo: marcasModelos.codigo,
          marca: marcasModelos.marca,
          modelo: marcasModelos.modelo,
        })
        .from(marcasModelos)
        .where(and(inArray(marcasModelos.codigo, codigos), isNull(marcasModelos.deletedAt)));
      return new Map(rows.map((row) => [row.codigo, `${row.marca} ${row.modelo}`]));
    },
  };
}
export type CertidoesRepository = ReturnType<typeof createCertidoesRepository>;
