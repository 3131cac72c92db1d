import { useController } from 'react-hook-form';
import { TextInput, type TextInputProps } from '@mantine/core';

export interface PercentualFieldProps extends Omit<TextInputProps, 'name' | 'error' | 'value'> {
  /** The form's path, holding the API's decimal string with a dot ('1.99') or null when empty. */
  name: string;
  /** Decimal places a person may type (the Detrans receive rates with 3). */
  decimals?: number;
}

/** What a person typed, kept to digits and one decimal separator, as the API's string. */
export function parsePercentual(typed: string, decimals = 3): string | null {
  const cleaned = typed.replace(/[^\d.,]/g, '').replace(',', '.');
  const [inteiro = '', ...resto] = cleaned.split('.');
  if (inteiro === '' && resto.length === 0) return null;
  if (resto.length === 0) return inteiro.slice(0, 3);
  return `${inteiro.slice(0, 3)}.${resto.join('').slice(0, decimals)}`;
}

/**
 * A percentage rate of the form in context: typed and shown with a comma ('1,99', as in
 * pt-BR), held as the API's decimal string with a dot ('1.99'), never a float.
 */
export function PercentualField({ name, decimals = 3, ...props }: PercentualFieldProps) {
  const { field, fieldState } = useController({ name });
  const value = typeof field.value === 'string' ? field.value.replace('.', ',') : '';
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      rightSection="%"
      {...props}
      value={value}
      onChange={(event) => field.onChange(parsePercentual(event.currentTarget.value, decimals))}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
