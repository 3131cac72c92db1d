import { z } from 'zod';
import { idCampo } from './campos';

/*
 * The options of the combos several features show (spec §3, "Options"): what a list row or a
 * record carries of another register it points at.
 */

/** A client as a combo option and as the owner a record names: id and nome fantasia. */
export const clienteComboSchema = z
  .object({
    id: idCampo,
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
    id: idCampo,
    codigo: z.number().int().meta({ description: 'Código RENAVAM da marca/modelo.' }),
    marca: z.string().meta({ description: 'Marca.' }),
    modelo: z.string().meta({ description: 'Modelo.' }),
  })
  .meta({ id: 'MarcaModeloOpcao', description: 'Uma marca/modelo como opção de combo.' });
export type MarcaModeloCombo = z.infer<typeof marcaModeloComboSchema>;

/**
 * A person (natural or legal) of a client's register as a combo option: id, name and CPF/CNPJ
 * (dispatchers, third-party guarantors). `id` and `description` name it in the API document.
 */
export function pessoaComboSchema(meta: { id: string; description: string }) {
  return z
    .object({
      id: idCampo,
      nome: z.string().meta({ description: 'Nome.' }),
      cpfCnpj: z
        .string()
        .meta({ description: 'CPF (11 dígitos) ou CNPJ (14 caracteres), sem separadores.' }),
    })
    .meta(meta);
}
