import { z } from 'zod';
import { alteradoEmCampo, criadoEmCampo, filtroClienteId, idCampo } from '../common/campos';
import { clienteComboSchema } from '../common/opcoes';
import { pageQuerySchema, pageSchema } from '../common/paging';
import { textoOpcional } from '../common/texto';
import { marcaModeloComboSchema } from '../common/opcoes';
import {
  anoVeiculoSchema,
  chassiCampoSchema,
  checkVeiculo,
  placaOpcionalSchema,
  renavamOpcionalSchema,
  ufPlacaSchema,
} from '../common/veiculo';

/**
 * A vehicle of a client (Parametrização > Veículos), with what a contract's vehicle section
 * carries (DOMAIN: chassis, re-stamped flag, plate and its UF, RENAVAM, manufacture and model
 * years, brand/model). A new (0 km) vehicle has no plate nor RENAVAM yet, so both are
 * optional; a plate needs its UF. `clienteId` as in dispatchers: required from a registradora
 * user, the caller's own client otherwise.
 */
export const veiculoInputSchema = z
  .strictObject({
    clienteId: z
      .uuid()
      .optional()
      .meta({
        description:
          'O cliente dono do registro: obrigatório para um usuário da ' +
          'registradora; um usuário de cliente o omite (vale o seu).',
      }),
    chassi: chassiCampoSchema.meta({
      description: 'Chassi: 17 caracteres; até 21 se remarcado.',
      example: '9BWZZZ377VT004251',
    }),
    /** A re-stamped chassis: up to 21 characters instead of exactly 17. */
    remarcado: z.boolean().default(false).meta({
      description: 'Chassi remarcado (aceita até 21 caracteres); padrão false.',
      example: false,
    }),
    /** Old (ABC1234, typed ABC-1234 too) or Mercosul (ABC1D23). */
    placa: placaOpcionalSchema.meta({
      description: 'Placa, antiga ou Mercosul, com ou sem hífen; ausente num 0 km.',
      example: 'ABC1C34',
    }),
    ufPlaca: ufPlacaSchema.meta({
      description: 'UF da placa; obrigatória com a placa.',
      example: 'SP',
    }),
    /** 11 digits; an old 9-digit number is left-padded with zeros. */
    renavam: renavamOpcionalSchema.meta({
      description: 'RENAVAM, 11 dígitos; ausente num 0 km.',
      example: '63988930216',
    }),
    anoFabricacao: anoVeiculoSchema.meta({
      description: 'Ano de fabricação (1900 até o ano atual).',
      example: 2024,
    }),
    /** The manufacture year or the next one. */
    anoModelo: anoVeiculoSchema.meta({
      description: 'Ano modelo: o de fabricação ou o seguinte.',
      example: 2025,
    }),
    // An empty choice reads 'Campo obrigatório' (§5), not a format error.
    marcaModeloId: z
      .uuid({ error: (issue) => (issue.input ? undefined : 'Campo obrigatório') })
      .meta({ description: 'A marca/modelo do catálogo.' }),
    cor: textoOpcional(40).meta({ description: 'Cor, opcional.', example: 'Prata' }),
  })
  .superRefine(checkVeiculo)
  .meta({
    id: 'VeiculoDados',
    description: 'Um veículo, no cadastro e na alteração (substituição completa).',
  });
export type VeiculoInput = z.infer<typeof veiculoInputSchema>;

export const veiculoSchema = z
  .object({
    id: idCampo,
    cliente: clienteComboSchema.meta({ description: 'O cliente dono do registro.' }),
    chassi: z
      .string()
      .meta({ description: 'Chassi, sem separadores.', example: '9BWZZZ377VT004251' }),
    remarcado: z.boolean().meta({ description: 'Chassi remarcado.' }),
    placa: z
      .string()
      .nullable()
      .meta({ description: 'Placa sem hífen; null num 0 km.', example: 'ABC1C34' }),
    ufPlaca: z.string().nullable().meta({ description: 'UF da placa; null sem placa.' }),
    renavam: z.string().nullable().meta({ description: 'RENAVAM, 11 dígitos; null num 0 km.' }),
    anoFabricacao: z.number().int().meta({ description: 'Ano de fabricação.' }),
    anoModelo: z.number().int().meta({ description: 'Ano modelo.' }),
    marcaModelo: marcaModeloComboSchema,
    cor: z.string().nullable().meta({ description: 'Cor; null: não informada.' }),
    createdAt: criadoEmCampo,
    updatedAt: alteradoEmCampo,
  })
  .meta({ id: 'Veiculo', description: 'Um veículo de um cliente.' });
export type Veiculo = z.infer<typeof veiculoSchema>;
export const veiculoPageSchema = pageSchema(veiculoSchema).meta({
  id: 'VeiculoPage',
  description: 'Uma página de veículos.',
});

/** Part of an identifier typed into a filter: separators dropped, upper case. */
const identificadorFiltro = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
    .pipe(
      z
        .string()
        .regex(/^[0-9A-Z]*$/, 'Formato inválido')
        .max(max),
    );

/** Filters of `POST veiculos/consultar`; all optional, combined with AND. */
export const veiculoFiltroSchema = z
  .strictObject({
    /** Part of the chassis. */
    chassi: identificadorFiltro(21)
      .optional()
      .meta({ description: 'Parte do chassi.', example: '9BWZZZ' }),
    /** Part of the plate, typed with or without the dash. */
    placa: identificadorFiltro(7)
      .optional()
      .meta({ description: 'Parte da placa.', example: 'ABC1' }),
    renavam: identificadorFiltro(11)
      .optional()
      .meta({ description: 'Parte do RENAVAM.', example: '639889' }),
    marcaModeloId: z.uuid().optional().meta({ description: 'Só os desta marca/modelo.' }),
    clienteId: filtroClienteId,
  })
  .meta({
    id: 'VeiculoFiltro',
    description: 'Filtros da lista de veículos, opcionais, combinados com E.',
  });
export type VeiculoFiltro = z.infer<typeof veiculoFiltroSchema>;

export const VEICULO_SORT_KEYS = ['chassi', 'placa', 'anoFabricacao', 'createdAt'] as const;
export type VeiculoSortKey = (typeof VEICULO_SORT_KEYS)[number];
export const veiculoPageQuerySchema = pageQuerySchema(VEICULO_SORT_KEYS, 100, {
  key: 'createdAt',
  direction: 'desc',
});
