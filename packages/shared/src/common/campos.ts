import { z } from 'zod';
import { UFS } from './ufs';

/*
 * Fields many models answer or many lists filter by, described once for the API document
 * (the same words on every operation that carries them).
 */

export const idCampo = z.string().meta({ description: 'O id (uuid).' });
export const criadoEmCampo = z
  .string()
  .meta({ description: 'Data e hora do cadastro (ISO 8601).' });
export const alteradoEmCampo = z
  .string()
  .meta({ description: 'Data e hora da última alteração (ISO 8601).' });
export const ativoCampo = z.boolean().meta({ description: 'Registro ativo.' });

/** Filter: only the rows of one client. */
export const filtroClienteId = z.uuid().optional().meta({ description: 'Só os deste cliente.' });
/** Filter: only the rows of one UF. */
export const filtroUf = z
  .enum(UFS)
  .optional()
  .meta({ description: 'Só os desta UF.', example: 'SP' });
/** Filter: only the active rows (true) or only the inactive ones (false). */
export const filtroAtivo = z
  .boolean()
  .optional()
  .meta({ description: 'Só os ativos (true) ou só os inativos (false).', example: true });
