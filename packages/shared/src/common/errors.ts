import { z } from 'zod';

/** One item of a 4xx body (spec §8). `campo` names the field of a 400 when there is one. */
export const mensagemSchema = z
  .object({
    mensagem: z.string().meta({
      description: 'A mensagem, em português, como as telas a mostram.',
      example: 'cnpj: CNPJ Inválido',
    }),
    campo: z.string().optional().meta({
      description: 'O caminho do campo recusado num 400, quando há um.',
      example: 'cnpj',
    }),
  })
  .meta({ id: 'Mensagem', description: 'Uma mensagem de erro.' });

/** Every 4xx answers a list of messages in Portuguese. */
export const errorBodySchema = z
  .array(mensagemSchema)
  .meta({ id: 'Erros', description: 'Respostas 4xx e 5xx: uma lista de mensagens.' });

export type Mensagem = z.infer<typeof mensagemSchema>;
