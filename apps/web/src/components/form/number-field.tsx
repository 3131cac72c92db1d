import { useController } from 'react-hook-form';
import { NumberInput, type NumberInputProps } from '@mantine/core';

export interface NumberFieldProps extends Omit<NumberInputProps, 'name' | 'error' | 'value'> {
  /** The form's path. */
  name: string;
  /** Holds undefined, not Mantine's '', while the field is empty. */
  isEmptyUndefined?: boolean;
}

/** A whole-number field of the form in context (codes, years), with its message under it. */
export function NumberField({ name, isEmptyUndefined = false, ...props }: NumberFieldProps) {
  const { field, fieldState } = useController({ name });
  return (
    <NumberInput
      allowDecimal={false}
      allowNegative={false}
      hideControls
      {...props}
      value={field.value ?? ''}
      onChange={(value) =>
        field.onChange(isEmptyUndefined && typeof value !== 'number' ? undefined : value)
      }
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
