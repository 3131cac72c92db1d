import { z } from 'zod';
import { criadoEmCampo, idCampo } from '../common/campos';
import { dataSchema } from '../common/datas';
import { cappedPageSchema, pageQuerySchema } from '../common/paging';

/** What became of a queued e-mail (relatorio/emails-enviados). */
export const EMAIL_STATUS = {
  PENDENTE: 'Na fila',
  ENVIADO: 'Enviado',
  FALHA: 'Falha',
} as const;
export type EmailStatus = keyof typeof EMAIL_STATUS;
export const EMAIL_STATUS_CODIGOS = Object.keys(EMAIL_STATUS) as [EmailStatus, ...EmailStatus[]];

/** A queued e-mail as the report shows it: never its text (it may carry a personal link). */
export const emailEnviadoSchema = z
  .object({
    id: idCampo,
    para: z.array(z.string()).meta({ description: 'Os destinatários.' }),
    assunto: z.string().meta({ description: 'O assunto.' }),
    status: z.enum(EMAIL_STATUS_CODIGOS).meta({ description: 'PENDENTE, ENVIADO ou FALHA.' }),
    tentativas: z.number().int().meta({ description: 'Quantas vezes o envio foi tentado.' }),
    enviadoEm: z
      .string()
      .nullable()
      .meta({ description: 'Quando o servidor de e-mail aceitou a mensagem; null: ainda não.' }),
    ultimaTentativaEm: z
      .string()
      .nullable()
      .meta({ description: 'A última tentativa de envio; null: nenhuma.' }),
    erro: z
      .string()
      .nullable()
      .meta({ description: 'A resposta do servidor de e-mail à última falha; null: nenhuma.' }),
    reenvioDe: z
      .string()
      .nullable()
      .meta({ description: 'Num reenvio, o id do e-mail repetido; null: não é reenvio.' }),
    createdAt: criadoEmCampo,
  })
  .meta({ id: 'EmailEnviado', description: 'Um e-mail que o portal pôs na fila de envio.' });
export type EmailEnviado = z.infer<typeof emailEnviadoSchema>;

export const emailEnviadoPageSchema = cappedPageSchema(emailEnviadoSchema).meta({
  id: 'EmailEnviadoPage',
  description: 'Uma página de e-mails enviados.',
});
export type EmailEnviadoPage = z.infer<typeof emailEnviadoPageSchema>;

export const emailEnviadoFiltroSchema = z
  .strictObject({
    destinatario: z
      .string()
      .trim()
      .max(320)
      .optional()
      .meta({ description: 'Parte do endereço de um destinatário.', example: 'maria@' }),
    assunto: z.string().trim().max(300).optional().meta({ description: 'Parte do assunto.' }),
    status: z.enum(EMAIL_STATUS_CODIGOS).optional().meta({ description: 'Só os nesta situação.' }),
    dataInicial: dataSchema
      .optional()
      .meta({ description: 'Postos na fila a partir deste dia (AAAA-MM-DD, Brasília).' }),
    dataFinal: dataSchema
      .optional()
      .meta({ description: 'Postos na fila até este dia, inclusive (AAAA-MM-DD, Brasília).' }),
  })
  .meta({
    id: 'EmailEnviadoFiltro',
    description: 'Filtros do relatório de e-mails enviados, combinados com E.',
  });
export type EmailEnviadoFiltro = z.infer<typeof emailEnviadoFiltroSchema>;

export const EMAIL_SORT_KEYS = ['createdAt'] as const;
export const emailEnviadoPageQuerySchema = pageQuerySchema(EMAIL_SORT_KEYS, 100, {
  key: 'createdAt',
  direction: 'desc',
});
