import { get, useFormState, type FieldError } from 'react-hook-form';

/** The message under the field at `path` (nested and array paths too), if it has one. */
export function useFieldError(path: string): string | undefined {
  const { errors } = useFormState({ name: path });
  return (get(errors, path) as FieldError | undefined)?.message;
}
