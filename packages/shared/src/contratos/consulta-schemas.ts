import { z } from 'zod';
import { filtroClienteId, filtroUf } from '../common/campos';
import { isDataValida } from '../common/datas';
import { cpfCnpjFiltroSchema } from '../common/documentos';
import { EXPORT_FORMATOS, justificativaExportacaoSchema } from '../common/exportacao';
import {
  LIMITE_CONTAGEM_EXATA,
  pageQuerySchema,
  pageSchema,
  totalExatoSchema,
} from '../common/paging';
import { normalizeChassi, normalizePlaca } from '../common/veiculo';
import { PERFIS_SOMENTE_API } from '../usuarios/permissoes';
import type { PerfilCodigo } from '../usuarios/perfis';
import { PEDIDO_STATUS_CODIGOS } from './pedido-estados';
import { OPERACOES } from './schemas';

/**
 * The order search (`POST v2/pedidos/consultar`, spec §7; issue 11): the filters the peers'
 * monitors offer, each optional and combined with AND, the page of orders it answers and the
 * export of the same filter. docs/consultas.md explains the paging underneath.
 */

/** How an order reached the portal: the screen, a batch file or the web service. */
export const CANAIS = {
  TELA: 'Tela',
  LOTE: 'Lote',
  WS: 'Web service',
} as const;
export type Canal = keyof typeof CANAIS;
export const CANAL_CODIGOS = Object.keys(CANAIS) as [Canal, ...Canal[]];

/**
 * The channel of an order sent through the API: the integration profiles (WEB_SERVICE, WS_SEND)
 * have no screen, so theirs come from a bank's system; everyone else's from the form. LOTE
 * comes with the batch upload (arquivo/upload), not built yet.
 */
export function canalDoPerfil(perfil: PerfilCodigo): Canal {
  return (PERFIS_SOMENTE_API as readonly PerfilCodigo[]).includes(perfil) ? 'WS' : 'TELA';
}

/**
 * The page sizes the search serves: the bar's 5/10/20/50 and no more (a larger size is cut to
 * it, and the `x-tamanho-maximo-pagina` header says so).
 */
export const CONSULTA_TAMANHO_MAXIMO = 50;

/**
 * Up to this many rows the answer's total is exact; above, it is the database's estimate and
 * `totalExato` is false (the page says 'mais de 10.000').
 */
export const CONSULTA_LIMITE_CONTAGEM = LIMITE_CONTAGEM_EXATA;

const data = (description: string) =>
  z
    .string()
    .refine(isDataValida, { message: 'Data Inválida' })
    .optional()
    .meta({ description, example: '2026-01-31' });

const exato = (max: number, description: string, example: string) =>
  z.string().trim().min(1).max(max).optional().meta({ description, example });

export const pedidoConsultaFiltroSchema = z
  .strictObject({
    chassi: z
      .string()
      .transform(normalizeChassi)
      .pipe(z.string().min(1).max(21))
      .optional()
      .meta({ description: 'Chassi de um dos veículos, completo.', example: '9BWZZZ377VT004251' }),
    placa: z
      .string()
      .transform(normalizePlaca)
      .pipe(z.string().min(1).max(7))
      .optional()
      .meta({ description: 'Placa de um dos veículos, com ou sem hífen.', example: 'ABC1D23' }),
    numeroContrato: exato(20, 'Número do contrato, completo.', 'CDC-2026-000123'),
    numeroAditivo: exato(20, 'Número do aditivo, completo.', 'AD-7'),
    numeroGravame: exato(8, 'Número do gravame no SNG de um dos veículos.', '12345678'),
    protocolo: z
      .string()
      .trim()
      .regex(/^\d{14}$/, 'Protocolo inválido: 14 dígitos')
      .optional()
      .meta({ description: 'Protocolo do pedido, 14 dígitos.', example: '20260000000123' }),
    devedorCpfCnpj: cpfCnpjFiltroSchema
      .pipe(z.string().min(1))
      .optional()
      .meta({ description: 'Início do CPF ou CNPJ do devedor, com ou sem máscara.' }),
    devedorNome: z
      .string()
      .trim()
      .min(3, 'Informe ao menos 3 caracteres')
      .max(150)
      .optional()
      .meta({ description: 'Parte do nome do devedor (3 caracteres ou mais).', example: 'silva' }),
    agenteFinanceiroId: z.uuid().optional().meta({ description: 'Só os deste agente financeiro.' }),
    clienteId: filtroClienteId,
    operacao: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .optional()
      .meta({
        description: `Tipo de operação: ${Object.entries(OPERACOES)
          .map(([codigo, nome]) => `${codigo} ${nome}`)
          .join(', ')}.`,
      }),
    status: z
      .enum(PEDIDO_STATUS_CODIGOS)
      .optional()
      .meta({ description: 'Situação do pedido.', example: 'REGISTRADO' }),
    codigoRetorno: exato(10, 'Código de retorno (motivo) do Detran.', '401'),
    imagemRecebida: z
      .boolean()
      .optional()
      .meta({ description: 'Só os com imagem do contrato recebida (true) ou sem (false).' }),
    canal: z
      .enum(CANAL_CODIGOS)
      .optional()
      .meta({ description: 'Canal de entrada: TELA, LOTE ou WS (web service).', example: 'TELA' }),
    uf: filtroUf,
    dataCadastroInicial: data('Cadastrados a partir deste dia (horário de Brasília).'),
    dataCadastroFinal: data('Cadastrados até este dia, inclusive (horário de Brasília).'),
  })
  .superRefine((filtro, ctx) => {
    const { dataCadastroInicial: inicio, dataCadastroFinal: fim } = filtro;
    if (inicio && fim && fim < inicio) {
      ctx.addIssue({
        code: 'custom',
        path: ['dataCadastroFinal'],
        message: 'A data final deve ser igual ou posterior à inicial',
      });
    }
  })
  .meta({
    id: 'PedidoConsultaFiltro',
    description: 'Filtros da consulta de pedidos, opcionais, combinados com E.',
  });
export type PedidoConsultaFiltro = z.infer<typeof pedidoConsultaFiltroSchema>;
export type PedidoConsultaFiltroEntrada = z.input<typeof pedidoConsultaFiltroSchema>;

export const PEDIDO_CONSULTA_SORT_KEYS = [
  'dataCadastro',
  'protocolo',
  'status',
  'uf',
  'numeroContrato',
] as const;
export type PedidoConsultaSortKey = (typeof PEDIDO_CONSULTA_SORT_KEYS)[number];

/**
 * The query string: paging and sort, and for an export `formato` (csv or xlsx) with the
 * justification. Without `formato` the answer is a page of JSON.
 */
export const pedidoConsultaQuerySchema = pageQuerySchema(
  PEDIDO_CONSULTA_SORT_KEYS,
  CONSULTA_TAMANHO_MAXIMO,
  { key: 'dataCadastro', direction: 'desc' },
  {
    formato: z
      .enum(EXPORT_FORMATOS)
      .optional()
      .meta({ description: 'Exporta o filtro inteiro neste formato em vez de uma página.' }),
    justificativaExportacao: justificativaExportacaoSchema.optional(),
    cursor: z
      .string()
      .max(600)
      .optional()
      .meta({
        description:
          'O cursor da página que o cliente mostra (da resposta anterior, com o mesmo filtro, ' +
          'tamanho e ordenação): a página pedida é lida a partir dela (keyset), tão rápido ' +
          'na página 10.000 quanto na 1. Sem ele, a página é contada desde o início.',
      }),
  },
);
export type PedidoConsultaQuery = z.output<typeof pedidoConsultaQuerySchema>;

/** One order in the search's answer. */
export const pedidoConsultaItemSchema = z
  .object({
    protocolo: z.string().meta({ description: 'Protocolo do pedido.' }),
    dataCadastro: z.string().meta({ description: 'Quando o pedido foi recebido (ISO 8601).' }),
    operacao: z.number().int().meta({ description: 'Operação no Detran: 1 a 4.' }),
    status: z.enum(PEDIDO_STATUS_CODIGOS).meta({ description: 'Situação do pedido.' }),
    uf: z.string().meta({ description: 'UF do Detran.' }),
    cliente: z.string().meta({ description: 'Nome fantasia do cliente.' }),
    agenteFinanceiro: z.string().meta({ description: 'Nome do agente financeiro.' }),
    numeroContrato: z.string(),
    numeroAditivo: z.string().nullable().meta({ description: 'Número do aditivo, se houver.' }),
    chassis: z.array(z.string()).meta({ description: 'Chassis, na ordem do contrato.' }),
    placas: z.array(z.string()).meta({ description: 'Placas dos veículos que as têm.' }),
    devedorNome: z.string().meta({ description: 'Nome do devedor.' }),
    devedorCpfCnpj: z.string().meta({ description: 'CPF ou CNPJ do devedor.' }),
    canal: z.enum(CANAL_CODIGOS).meta({ description: 'Canal de entrada.' }),
    imagemRecebida: z.boolean().meta({ description: 'Imagem do contrato recebida.' }),
    codigosRetorno: z
      .array(z.string())
      .meta({ description: 'Códigos dos motivos do Detran, se houver.' }),
  })
  .meta({ id: 'PedidoConsultaItem', description: 'Um pedido encontrado pela consulta.' });
export type PedidoConsultaItem = z.infer<typeof pedidoConsultaItemSchema>;

export const pedidoConsultaPageSchema = pageSchema(pedidoConsultaItemSchema)
  .extend({
    cursor: z
      .string()
      .nullable()
      .meta({
        description:
          'Esta página, para pedir a seguinte, a anterior ou uma próxima (query cursor); null ' +
          'numa página vazia.',
      }),
    totalExato: totalExatoSchema,
  })
  .meta({ id: 'PedidoConsultaPage', description: 'Uma página de pedidos e o total encontrado.' });
export type PedidoConsultaPage = z.infer<typeof pedidoConsultaPageSchema>;
