import { z } from 'zod';

/*
 * The options of the combos several features show (spec §3, "Options"): what a list row or a
 * record carries of another register it points at.
 */

/** A client as a combo option and as the owner a record names: id and nome fantasia. */
export const clienteComboSchema = z
  .object({
    id: z.string().meta({ description: 'O id (uuid).' }),
    nomeFantasia: z.string().meta({ description: 'Nome fantasia do cliente.' }),
  })
  .meta({
    id: 'ClienteOpcao',
    description: 'Um cliente como opção de combo e como dono de um registro.',
  });
export type ClienteCombo = z.infer<typeof clienteComboSchema>;

/** An option of the brand/model combo. */
export const marcaModeloComboSchema = z
  .object({
    id: z.string().meta({ description: 'O id (uuid).' }),
    codigo: z.number().int().meta({ description: 'Código RENAVAM da marca/modelo.' }),
    marca: z.string().meta({ description: 'Marca.' }),
    modelo: z.string().meta({ description: 'Modelo.' }),
  })
  .meta({ id: 'MarcaModeloOpcao', description: 'Uma marca/modelo como opção de combo.' });
export type MarcaModeloCombo = z.infer<typeof marcaModeloComboSchema>;
