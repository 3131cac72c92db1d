import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  set,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type { z } from 'zod';
import { installZodPtBr } from '@portal/shared/common/zod-pt-br';

// Spec §5's generic messages ('Campo obrigatório'...). Installed once, when the first form's
// validation loads: zod is not part of the public pages' first download, and every form
// validates through this module, so the messages are in place before any validation runs.
installZodPtBr();

/** Spec §5's message for a required field. */
export const CAMPO_OBRIGATORIO = 'Campo obrigatório';

export interface FormResolverOptions<Values extends FieldValues> {
  /**
   * Reshapes what the form holds into what the schema expects, when the two differ (an empty
   * date field is '' in the form and null in the payload). Errors must keep the form's paths.
   */
  prepare?: (values: Values) => unknown;
  /**
   * A registradora user must name the record's client (`clienteId`); a client's user has its
   * own, which the server applies. The shared schema cannot know who is typing, so the form says.
   */
  isClienteRequired?: boolean;
  /**
   * A blank field the schema refuses says 'Campo obrigatório' rather than the schema's own
   * message ('CEP Inválido', 'Informe ao menos 2 caracteres'). Off by default: the forms that
   * never said it keep their messages (spec §5 has both for a blank minimum-length field).
   */
  isBlankRequired?: boolean;
  /**
   * The paths (`veiculos.0.renavam`) the form requires beyond the schema, from rules that come
   * with data (a Detran's own fields): each blank one says 'Campo obrigatório'. The schema may
   * hold the same rule in a cross-field check, but zod runs that only once every field parses,
   * so a half-filled form would not say it on blur or on a refused submit.
   */
  requiredPaths?: (values: Values) => readonly string[];
}

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
  // An array's errors (`veiculos.2.chassi`) stay an array, as react-hook-form reads them.
  const result = (Array.isArray(errors) ? [] : {}) as Record<string, unknown>;
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
 * The one validation of every form: the shared zod schema with spec §5's pt-BR messages, and
 * rules the schema cannot hold: the client a registradora user must name, the paths the form
 * requires from its data, and (where the form asks) 'Campo obrigatório' for a blank field. An
 * optional field left blank passes the schema, so it gets a message only if the form requires it.
 */
export function formResolver<
  Schema extends z.ZodType,
  Values extends FieldValues = z.input<Schema> & FieldValues,
>(
  schema: Schema,
  {
    prepare,
    isClienteRequired = false,
    isBlankRequired = false,
    requiredPaths,
  }: NoInfer<FormResolverOptions<Values>> = {},
): Resolver<Values, unknown, z.output<Schema>> {
  type Output = z.output<Schema>;
  // The schema validates what `prepare` makes of the values; only the types differ.
  const base = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Output>;
  return async (values, context, options) => {
    const checked = (prepare ? prepare(values) : values) as FieldValues;
    const result = await base(checked, context, options as never);
    const isClienteMissing = isClienteRequired && isBlank(values.clienteId);
    const missing = (requiredPaths?.(values) ?? []).filter((path) => isBlank(get(values, path)));
    if (Object.keys(result.errors).length === 0 && !isClienteMissing && missing.length === 0) {
      return result as Awaited<ReturnType<Resolver<Values, unknown, Output>>>;
    }
    const errors = (
      isBlankRequired ? blankAsRequired(result.errors, values) : { ...result.errors }
    ) as Record<string, unknown>;
    if (isClienteMissing) errors.clienteId = { type: 'required', message: CAMPO_OBRIGATORIO };
    for (const path of missing) {
      if (!get(errors, path)) set(errors, path, { type: 'required', message: CAMPO_OBRIGATORIO });
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
