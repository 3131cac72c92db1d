import { z } from 'zod';
import { textoMultilinha } from './texto';

/**
 * The justification every export asks for (spec §5 and §9: required, 2 to 255 characters).
 * It travels in the query string of the export call and is written to the export audit.
 */
export const justificativaExportacaoSchema = textoMultilinha().min(2).max(255).meta({
  description: 'Por que os dados são exportados (2 a 255 caracteres): fica na auditoria.',
});

/** The query-string part every export call shares. */
export const exportacaoQuerySchema = z.object({
  justificativaExportacao: justificativaExportacaoSchema,
});

/** The formats an export call offers (`?formato=`). */
export const EXPORT_FORMATOS = ['csv', 'xlsx'] as const;
