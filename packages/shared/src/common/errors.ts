import { z } from 'zod';

/** One item of a 4xx body (spec §8). `campo` names the field of a 400 when there is one. */
export const mensagemSchema = z.object({
  mensagem: z.string(),
  campo: z.string().optional(),
});

/** Every 4xx answers a list of messages in Portuguese. */
export const errorBodySchema = z.array(mensagemSchema);

export type Mensagem = z.infer<typeof mensagemSchema>;
