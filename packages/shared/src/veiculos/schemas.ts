import { z } from 'zod';
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
    clienteId: z.uuid().optional(),
    chassi: chassiCampoSchema,
    /** A re-stamped chassis: up to 21 characters instead of exactly 17. */
    remarcado: z.boolean().default(false),
    /** Old (ABC1234, typed ABC-1234 too) or Mercosul (ABC1D23). */
    placa: placaOpcionalSchema,
    ufPlaca: ufPlacaSchema,
    /** 11 digits; an old 9-digit number is left-padded with zeros. */
    renavam: renavamOpcionalSchema,
    anoFabricacao: anoVeiculoSchema,
    /** The manufacture year or the next one. */
    anoModelo: anoVeiculoSchema,
    // An empty choice reads 'Campo obrigatório' (§5), not a format error.
    marcaModeloId: z.uuid({ error: (issue) => (issue.input ? undefined : 'Campo obrigatório') }),
    cor: textoOpcional(40),
  })
  .superRefine(checkVeiculo);
export type VeiculoInput = z.infer<typeof veiculoInputSchema>;

export const veiculoSchema = z.object({
  id: z.string(),
  cliente: clienteComboSchema,
  chassi: z.string(),
  remarcado: z.boolean(),
  placa: z.string().nullable(),
  ufPlaca: z.string().nullable(),
  renavam: z.string().nullable(),
  anoFabricacao: z.number().int(),
  anoModelo: z.number().int(),
  marcaModelo: marcaModeloComboSchema,
  cor: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Veiculo = z.infer<typeof veiculoSchema>;
export const veiculoPageSchema = pageSchema(veiculoSchema);

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
export const veiculoFiltroSchema = z.strictObject({
  /** Part of the chassis. */
  chassi: identificadorFiltro(21).optional(),
  /** Part of the plate, typed with or without the dash. */
  placa: identificadorFiltro(7).optional(),
  renavam: identificadorFiltro(11).optional(),
  marcaModeloId: z.uuid().optional(),
  clienteId: z.uuid().optional(),
});
export type VeiculoFiltro = z.infer<typeof veiculoFiltroSchema>;

export const VEICULO_SORT_KEYS = ['chassi', 'placa', 'anoFabricacao', 'createdAt'] as const;
export type VeiculoSortKey = (typeof VEICULO_SORT_KEYS)[number];
export const veiculoPageQuerySchema = pageQuerySchema(VEICULO_SORT_KEYS, 100, {
  key: 'createdAt',
  direction: 'desc',
});
