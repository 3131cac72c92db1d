import { z } from 'zod';
import { UFS } from './ufs';

/**
 * A UF: missing reads 'Campo obrigatório' (§5), anything else 'UF inválida'.
 */
export const ufSchema = z
  .enum(UFS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Campo obrigatório'
        : 'UF inválida',
  })
  .meta({ description: 'Sigla da unidade da federação.', example: 'SP' });
