import { useController } from 'react-hook-form';
import { Select, type SelectProps } from '@mantine/core';

export interface SelectFieldProps extends Omit<SelectProps, 'name' | 'error' | 'value'> {
  /** The form's path. */
  name: string;
  /** The option's value from what the form holds (default: the value itself, or none). */
  format?: (value: unknown) => string | null;
  /** What the form holds for a chosen option, or for none (default: the value, or undefined). */
  parse?: (option: string | null) => unknown;
}

const asOption = (value: unknown) =>
  value === undefined || value === '' ? null : (value as string | null);
const asValue = (option: string | null) => option ?? undefined;

/** A select of the form in context, with its message under it. */
export function SelectField({
  name,
  format = asOption,
  parse = asValue,
  onChange,
  ...props
}: SelectFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <Select
      {...props}
      value={format(field.value)}
      onChange={(option, item) => {
        field.onChange(parse(option));
        onChange?.(option, item);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
