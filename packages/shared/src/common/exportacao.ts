import { z } from 'zod';
import { textoMultilinha } from './texto';

/**
 * The justification every export asks for (spec §5 and §9: required, 2 to 255 characters).
 * It travels in the query string of the export call and is written to the export audit.
 */
export const justificativaExportacaoSchema = textoMultilinha().min(2).max(255).meta({
  description: 'Por que os dados são exportados (2 a 255 caracteres): fica na auditoria.',
});

/** The query-string part every export call shares. */
export const exportacaoQuerySchema = z.object({
  justificativaExportacao: justificativaExportacaoSchema,
});

/** The formats an export call offers (`?formato=`). */
export const EXPORT_FORMATOS = ['csv', 'xlsx'] as const;

/** What each export exports, by the API resource it names (the audit's `recurso`). */
export const EXPORTACAO_RECURSOS: Readonly<Record<string, string>> = {
  pedidos: 'Consulta de contratos',
  usuarios: 'Usuários',
  acessos: 'Acessos dos usuários',
  fornecedores: 'Fornecedores',
};

/** The formats as people name them. */
export const EXPORT_FORMATO_LABELS: Readonly<Record<string, string>> = {
  csv: 'CSV',
  xlsx: 'Excel (xlsx)',
};

/** What became of an export generated in the background ('Minhas Exportações'). */
export const EXPORTACAO_SITUACOES = {
  AGUARDANDO: 'Na fila',
  GERANDO: 'Gerando',
  CONCLUIDA: 'Pronta',
  FALHOU: 'Falhou',
} as const;
export type ExportacaoSituacao = keyof typeof EXPORTACAO_SITUACOES;
export const EXPORTACAO_SITUACAO_CODIGOS = Object.keys(EXPORTACAO_SITUACOES) as [
  ExportacaoSituacao,
  ...ExportacaoSituacao[],
];

/**
 * The answer of an export call whose filter selects more rows than the server sends at once
 * (spec §2.8 'export result': JSON instead of the file; a 200, as spec §8 reads a 202 as a
 * failed action): a protocol to collect the file by, once generated, in 'Minhas Exportações'
 * (`GET /api/exportacoes`).
 */
export const exportacaoAgendadaSchema = z
  .object({
    protocolo: z.string().meta({
      description: 'O protocolo da exportação: por ele o arquivo é baixado quando pronto.',
      example: 'EXP20261125483920',
    }),
    situacao: z.enum(EXPORTACAO_SITUACAO_CODIGOS).meta({ description: 'AGUARDANDO ao pedir.' }),
    quantidadeRegistros: z
      .number()
      .int()
      .meta({ description: 'Quantos registros o filtro selecionou ao pedir.' }),
    mensagem: z.string().meta({ description: 'O que acontece agora, em português.' }),
  })
  .meta({
    id: 'ExportacaoAgendada',
    description:
      'Resposta (JSON, 200) de uma exportação grande: o arquivo é gerado em segundo plano e ' +
      'baixado depois em GET /api/exportacoes/{protocolo}/arquivo.',
  });
export type ExportacaoAgendada = z.infer<typeof exportacaoAgendadaSchema>;
