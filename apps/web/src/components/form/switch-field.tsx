import { useController } from 'react-hook-form';
import { Switch, type SwitchProps } from '@mantine/core';

export interface SwitchFieldProps extends Omit<SwitchProps, 'name' | 'checked' | 'onChange'> {
  /** The form's path, holding a boolean. */
  name: string;
}

/** An on/off switch of the form in context. */
export function SwitchField({ name, ...props }: SwitchFieldProps) {
  const { field } = useController({ name });
  return (
    <Switch
      {...props}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
