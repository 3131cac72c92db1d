import { z } from 'zod';
import { alteradoEmCampo, criadoEmCampo, idCampo } from '../common/campos';

/**
 * A contract or addendum saved half-filled (spec §2.8, form mode 3): what the form held,
 * unvalidated, to be resumed and completed later. It is checked only when sent, by the
 * contract's own schema; here only its size and shape (an object) are.
 */

/** The largest draft accepted, in characters of JSON (a full contract with 20 vehicles is ~15k). */
export const RASCUNHO_MAX_CHARS = 100_000;

/** The modes a draft can be resumed in: a contract (1) or an addendum (2). */
export const RASCUNHO_MODOS = [1, 2] as const;

const dadosSchema = z
  .record(z.string(), z.unknown())
  .refine((dados) => JSON.stringify(dados).length <= RASCUNHO_MAX_CHARS, {
    message: `O rascunho é grande demais (máximo de ${RASCUNHO_MAX_CHARS} caracteres)`,
  })
  .meta({
    description:
      'O que o formulário tinha, parcial e sem validação (o formato de ContratoDados ou ' +
      'AditivoDados, incompleto).',
    example: {
      contrato: { numero: 'CDC-2026/000123' },
      veiculos: [{ chassi: '9BWZZZ377VT004251' }],
    },
  });

const modoSchema = z
  .union([z.literal(1), z.literal(2)])
  .meta({ description: '1: contrato; 2: aditivo.', example: 1 });

/** `POST contratos/rascunhos` and `PUT contratos/rascunhos/{id}`. */
export const rascunhoDadosSchema = z
  .strictObject({
    clienteId: z
      .uuid()
      .optional()
      .meta({
        description:
          'O cliente do rascunho: obrigatório para um usuário da registradora; um usuário de ' +
          'cliente o omite (vale o seu).',
      }),
    modo: modoSchema,
    dados: dadosSchema,
  })
  .meta({ id: 'RascunhoDados', description: 'Um rascunho de contrato ou aditivo a salvar.' });
export type RascunhoDados = z.infer<typeof rascunhoDadosSchema>;

const resumoFields = {
  id: idCampo,
  modo: modoSchema,
  cliente: z
    .object({ id: idCampo, nomeFantasia: z.string().meta({ description: 'Nome fantasia.' }) })
    .meta({ description: 'O cliente do rascunho.' }),
  usuario: z
    .object({ id: idCampo, nome: z.string().meta({ description: 'Nome.' }) })
    .meta({ description: 'Quem salvou o rascunho por último.' }),
  numeroContrato: z
    .string()
    .nullable()
    .meta({ description: 'Número do contrato, se já preenchido.', example: 'CDC-2026/000123' }),
  devedor: z
    .string()
    .nullable()
    .meta({ description: 'Nome do devedor, se já preenchido.', example: 'Maria da Silva' }),
  chassi: z
    .string()
    .nullable()
    .meta({ description: 'Chassi do primeiro veículo, se já preenchido.' }),
  createdAt: criadoEmCampo,
  updatedAt: alteradoEmCampo,
};

/** A row of the drafts list: what identifies it, without the data. */
export const rascunhoResumoSchema = z
  .object(resumoFields)
  .meta({ id: 'RascunhoResumo', description: 'Um rascunho na lista, sem os dados.' });
export type RascunhoResumo = z.infer<typeof rascunhoResumoSchema>;

/** A draft with what the form held. */
export const rascunhoSchema = z
  .object({ ...resumoFields, dados: dadosSchema })
  .meta({ id: 'Rascunho', description: 'Um rascunho de contrato ou aditivo, com os dados.' });
export type Rascunho = z.infer<typeof rascunhoSchema>;

/** The most recent drafts the list shows. */
export const RASCUNHOS_LISTA_MAX = 100;

/** The summary columns, read from the draft's data whatever its completeness. */
export function resumoDosDados(dados: Record<string, unknown>): {
  numeroContrato: string | null;
  devedor: string | null;
  chassi: string | null;
} {
  const texto = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
  const objeto = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const veiculos = Array.isArray(dados.veiculos) ? (dados.veiculos as unknown[]) : [];
  return {
    numeroContrato: texto(objeto(dados.contrato).numero, 40),
    devedor: texto(objeto(dados.devedor).nome, 150),
    chassi: texto(objeto(veiculos[0]).chassi, 21),
  };
}
