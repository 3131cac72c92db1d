import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Spec §5's message for a required field. */
export const CAMPO_OBRIGATORIO = 'Campo obrigatório';

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isFieldError(entry: unknown): entry is FieldError {
  return typeof entry === 'object' && entry !== null && 'type' in entry && 'message' in entry;
}

/** Walks the error tree alongside the values, saying 'Campo obrigatório' on blank fields. */
function blankAsRequired(errors: FieldErrors, values: unknown): FieldErrors {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(errors)) {
    const value =
      typeof values === 'object' && values !== null
        ? (values as Record<string, unknown>)[key]
        : undefined;
    if (isFieldError(entry) && isBlank(value)) {
      result[key] = { ...entry, message: CAMPO_OBRIGATORIO };
    } else if (!isFieldError(entry) && typeof entry === 'object' && entry !== null) {
      result[key] = blankAsRequired(entry as FieldErrors, value);
    } else {
      result[key] = entry;
    }
  }
  return result as FieldErrors;
}

/**
 * The form's resolver, with one rule on top of the shared schema's: a field left blank that
 * the schema refuses is required, so it says 'Campo obrigatório' (spec §5) rather than the
 * format's message ('CEP Inválido', 'Email inválido', 'Valor inválido' of an unpicked UF).
 * An optional field left blank passes the schema, so it never gets here.
 */
export function requiredWhenBlank<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: blankAsRequired(result.errors, values) as FieldErrors<Input> };
  };
}
