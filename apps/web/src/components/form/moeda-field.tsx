import { useController } from 'react-hook-form';
import { MoedaInput, type MoedaInputProps } from './moeda-input';

export interface MoedaFieldProps extends Omit<
  MoedaInputProps,
  'name' | 'error' | 'value' | 'onChange'
> {
  /** The form's path, holding the API's decimal string ('85.90') or null when empty. */
  name: string;
}

/** A money field of the form in context ('R$ 1.234,56'), with its message under it. */
export function MoedaField({ name, ...props }: MoedaFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <MoedaInput
      {...props}
      value={field.value}
      // null, not undefined: a Controller reads undefined as "back to the default value".
      onChange={(valor) => field.onChange(valor ?? null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
