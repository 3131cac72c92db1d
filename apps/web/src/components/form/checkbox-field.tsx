import { useController } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '@mantine/core';

export interface CheckboxFieldProps extends Omit<CheckboxProps, 'name' | 'checked' | 'onChange'> {
  /** The form's path, holding a boolean. */
  name: string;
}

/** A check box of the form in context. */
export function CheckboxField({ name, ...props }: CheckboxFieldProps) {
  const { field } = useController({ name });
  return (
    <Checkbox
      {...props}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
