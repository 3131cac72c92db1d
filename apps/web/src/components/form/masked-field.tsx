import { useController } from 'react-hook-form';
import { TextInput, type TextInputProps } from '@mantine/core';
import { INPUT_MASKS, type InputMask, type InputMaskName } from './input-masks';

export interface MaskedFieldProps extends Omit<TextInputProps, 'name' | 'error' | 'value'> {
  /** The form's path. */
  name: string;
  /** A mask by name ('cnpj', 'telefone'...), or one of the form's own. */
  mask: InputMaskName | InputMask;
  /** Holds null, not '', when left blank (an optional field the API takes as null). */
  isBlankNull?: boolean;
}

/**
 * A text field that shows what is typed (or pasted) through a mask, on every change, and
 * holds the masked text; the shared schema normalizes it. The mask's placeholder and
 * keyboard are the defaults; a form may still say otherwise.
 */
export function MaskedField({ name, mask, isBlankNull = false, ...props }: MaskedFieldProps) {
  const { field, fieldState } = useController({ name });
  const { mask: apply, ...defaults } = typeof mask === 'string' ? INPUT_MASKS[mask] : mask;
  return (
    <TextInput
      {...defaults}
      {...props}
      value={field.value ?? ''}
      onChange={(event) => {
        const masked = apply(event.currentTarget.value);
        field.onChange(isBlankNull && masked.trim() === '' ? null : masked);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
