import { useFormContext } from 'react-hook-form';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useFieldError } from './use-field-error';

export interface TextFieldProps extends Omit<TextInputProps, 'name' | 'error'> {
  /** The form's path ('nome', 'endereco.logradouro', 'veiculos.2.cor'). */
  name: string;
  /** Holds null, not '', when left blank (an optional field the API takes as null). */
  isBlankNull?: boolean;
}

const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** A one-line text field of the form in context, with its message under it. */
export function TextField({ name, isBlankNull = false, ...props }: TextFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <TextInput
      {...props}
      {...register(name, isBlankNull ? { setValueAs: blankAsNull } : undefined)}
      error={error}
    />
  );
}
