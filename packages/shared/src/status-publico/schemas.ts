import { z } from 'zod';
import { chassiCampoSchema } from '../common/veiculo';
import { STATUS_REGISTRO_CODIGOS, type StatusRegistroResposta } from './textos';

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
export const statusRegistroRespostaSchema: z.ZodType<StatusRegistroResposta> = z
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
export type { StatusRegistroResposta };
