import { useFormContext } from 'react-hook-form';
import { Textarea, type TextareaProps } from '@mantine/core';
import { useFieldError } from './use-field-error';

export interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'error'> {
  /** The form's path. */
  name: string;
  /** Holds null, not '', when left blank (an optional field the API takes as null). */
  isBlankNull?: boolean;
}

const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/** A multi-line text field of the form in context, with its message under it. */
export function TextareaField({ name, isBlankNull = false, ...props }: TextareaFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Textarea
      {...props}
      {...register(name, isBlankNull ? { setValueAs: blankAsNull } : undefined)}
      error={error}
    />
  );
}
