import type { TipoDocumento } from '@portal/shared/common/documentos';

/** Spec §5's results of the CPF/CNPJ validator. */
export function resultadoValidacao(tipo: TipoDocumento | null, isValido: boolean): string {
  // A length that is neither a CPF's nor a CNPJ's has no type to name.
  if (tipo === null) return 'CPF/CNPJ Inválido!';
  return `${tipo} ${isValido ? 'Válido!' : 'Inválido!'}`;
}

export const VALIDADOR_LABELS = {
  titulo: 'Validador CPF/CNPJ',
  campo: 'CPF/CNPJ',
  placeholder: 'Digite o CPF ou o CNPJ, com ou sem pontuação',
  validar: 'Validar',
  fechar: 'Fechar',
} as const;
