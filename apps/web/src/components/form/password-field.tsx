import { useFormContext } from 'react-hook-form';
import type { PasswordInputProps } from '@mantine/core';
import { PasswordInput } from '../password-input';
import { useFieldError } from './use-field-error';

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'name' | 'error'> {
  /** The form's path. */
  name: string;
}

/** A password of the form in context (hidden, with the show toggle), with its message under it. */
export function PasswordField({ name, ...props }: PasswordFieldProps) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return <PasswordInput {...props} {...register(name)} error={error} />;
}
