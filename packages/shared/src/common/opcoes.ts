import { z } from 'zod';

/*
 * The options of the combos several features show (spec §3, "Options"): what a list row or a
 * record carries of another register it points at.
 */

/** A client as a combo option and as the owner a record names: id and nome fantasia. */
export const clienteComboSchema = z.object({ id: z.string(), nomeFantasia: z.string() });
export type ClienteCombo = z.infer<typeof clienteComboSchema>;

/** An option of the brand/model combo. */
export const marcaModeloComboSchema = z.object({
  id: z.string(),
  codigo: z.number().int(),
  marca: z.string(),
  modelo: z.string(),
});
export type MarcaModeloCombo = z.infer<typeof marcaModeloComboSchema>;
