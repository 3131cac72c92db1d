import { z } from 'zod';
import { PROVEDOR } from '../common/brand';
import { chassiCampoSchema } from '../common/veiculo';

/**
 * The public registration status of a chassis (spec §2.3, §3, §4, §7 `publica/statusRegistro`):
 * what anyone may learn without logging in. No debtor, creditor or contract data (LGPD): only
 * the timeline of the registration and, once registered, its protocol.
 */
export const STATUS_REGISTRO_CODIGOS = [
  'REGISTRO_EM_PROCESSO',
  'REGISTRO_NAO_REALIZADO',
  'REGISTRO_COM_SUCESSO',
  'REGISTRO_INEXISTENTE',
] as const;
export type StatusRegistro = (typeof STATUS_REGISTRO_CODIGOS)[number];

/** What a person reads for each item of the timeline (spec §4), and its colour. */
export const STATUS_REGISTRO_TEXTOS: Record<
  StatusRegistro,
  { texto: string; cor: 'blue' | 'red' | 'green' }
> = {
  REGISTRO_EM_PROCESSO: { texto: 'Em processo de registro pelo Detran', cor: 'blue' },
  REGISTRO_NAO_REALIZADO: {
    texto:
      'Registro não realizado: retorno do Detran acusa inconsistência nos dados. ' +
      'Necessário correção',
    cor: 'red',
  },
  REGISTRO_COM_SUCESSO: { texto: 'Registrado com sucesso junto ao Detran', cor: 'green' },
  REGISTRO_INEXISTENTE: { texto: `Ops! Chassi não encontrado na base da ${PROVEDOR}.`, cor: 'red' },
};

/** The hint under REGISTRO_INEXISTENTE (spec §4): what the person may check next. */
export const DICAS_REGISTRO_INEXISTENTE = [
  'Confira se o chassi foi digitado corretamente.',
  'O contrato pode ter sido registrado por outra empresa registradora.',
  'Em caso de dúvida, procure a área de operações (backoffice) da instituição credora do financiamento.',
] as const;

/** The path parameter: a chassis of 1 to 21 valid characters (17, or up to 21 re-stamped). */
export const statusRegistroParamsSchema = z.object({
  chassi: chassiCampoSchema.meta({
    description:
      'O chassi do veículo: 17 caracteres (até 21 se remarcado), sem I, O ou Q; maiúsculas ou ' +
      'minúsculas.',
    example: '9BWZZZ377VT004251',
  }),
});

/** The answer (spec §3 "public status response"): parallel lists, oldest first. */
export const statusRegistroRespostaSchema = z
  .object({
    status: z.array(z.enum(STATUS_REGISTRO_CODIGOS)).meta({
      description:
        'Os passos do registro do chassi, do mais antigo ao mais recente. Um chassi sem ' +
        'pedido (ou só com pedidos cancelados) responde um só item, REGISTRO_INEXISTENTE.',
    }),
    dataStatus: z.array(z.string().nullable()).meta({
      description:
        'Quando cada passo de `status` foi alcançado (ISO 8601, mesma posição); null em ' +
        'REGISTRO_INEXISTENTE.',
    }),
    protocolo: z
      .string()
      .nullable()
      .meta({
        description:
          'O protocolo do registro na registradora, quando o chassi tem um registro feito ' +
          'com sucesso (o mais recente); null nos demais casos.',
        example: '20260000000123',
      }),
  })
  .meta({
    id: 'StatusRegistro',
    description: 'A situação pública do registro de um chassi, sem dados do devedor.',
  });
export type StatusRegistroResposta = z.infer<typeof statusRegistroRespostaSchema>;
