import { useController } from 'react-hook-form';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';

export interface MultiSelectFieldProps extends Omit<MultiSelectProps, 'name' | 'error' | 'value'> {
  /** The form's path, holding the chosen values. */
  name: string;
}

/** A multiple choice of the form in context, with its message under it. */
export function MultiSelectField({ name, ...props }: MultiSelectFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <MultiSelect
      {...props}
      value={field.value ?? []}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
