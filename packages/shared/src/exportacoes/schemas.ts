import { z } from 'zod';
import { criadoEmCampo } from '../common/campos';
import { EXPORTACAO_SITUACAO_CODIGOS, EXPORT_FORMATOS } from '../common/exportacao';
import { pageQuerySchema, pageSchema } from '../common/paging';

/** One export the caller asked to be generated in the background, as 'Minhas Exportações' lists it. */
export const exportacaoSchema = z
  .object({
    protocolo: z.string().meta({ description: 'O protocolo dado ao pedir a exportação.' }),
    recurso: z.string().meta({
      description: 'O que foi exportado (pedidos, usuarios, acessos, fornecedores).',
    }),
    formato: z.enum(EXPORT_FORMATOS).meta({ description: 'csv ou xlsx.' }),
    situacao: z
      .enum(EXPORTACAO_SITUACAO_CODIGOS)
      .meta({ description: 'AGUARDANDO, GERANDO, CONCLUIDA (pronta para baixar) ou FALHOU.' }),
    quantidadeRegistros: z.number().int().meta({ description: 'Registros do filtro ao pedir.' }),
    tamanho: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'O tamanho do arquivo em bytes; null: ainda não gerado.' }),
    mensagem: z
      .string()
      .nullable()
      .meta({ description: 'Por que falhou, quando falhou; null nos demais casos.' }),
    createdAt: criadoEmCampo,
    concluidaEm: z
      .string()
      .nullable()
      .meta({ description: 'Quando o arquivo ficou pronto; null: ainda não.' }),
    expiraEm: z.string().meta({ description: 'Até quando o arquivo pode ser baixado.' }),
  })
  .meta({ id: 'Exportacao', description: 'Uma exportação gerada em segundo plano.' });
export type Exportacao = z.infer<typeof exportacaoSchema>;

export const exportacaoPageSchema = pageSchema(exportacaoSchema).meta({
  id: 'ExportacaoPage',
  description: 'Uma página das exportações do usuário, das mais recentes às mais antigas.',
});
export type ExportacaoPage = z.infer<typeof exportacaoPageSchema>;

export const EXPORTACAO_SORT_KEYS = ['createdAt'] as const;
export const exportacaoPageQuerySchema = pageQuerySchema(EXPORTACAO_SORT_KEYS, 50, {
  key: 'createdAt',
  direction: 'desc',
});

export const protocoloExportacaoParamsSchema = z.object({
  protocolo: z
    .string()
    .regex(/^EXP\d{14}$/, 'Protocolo inválido')
    .meta({ description: 'O protocolo da exportação.', example: 'EXP20261125483920' }),
});

/** A short-lived link that downloads a file by plain navigation (no token header needed). */
export const linkDownloadSchema = z
  .object({
    url: z.string().meta({
      description:
        'O endereço do arquivo, relativo ao portal, válido por 60 segundos e só para o usuário ' +
        'que o pediu: o navegador o baixa direto para o disco.',
      example: '/api/publica/exportacoes/arquivo?token=eyJ0aXBvIjoi...',
    }),
  })
  .meta({ id: 'LinkDownload', description: 'Um link de download de curta duração.' });
export type LinkDownload = z.infer<typeof linkDownloadSchema>;

export const linkDownloadQuerySchema = z.object({
  token: z.string().min(1).max(1_000).meta({ description: 'O token do link de download.' }),
});
