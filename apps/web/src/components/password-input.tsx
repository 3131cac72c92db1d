import { useState, type Ref } from 'react';
import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

/** The show-password button's name: what pressing it will do. */
export const PASSWORD_TOGGLE_LABELS = {
  mostrar: 'Mostrar senha',
  ocultar: 'Ocultar senha',
} as const;

/**
 * Mantine's password field with its show/hide button named in Portuguese (Mantine's own name
 * is English and never changes). The name says the action, so `aria-pressed` is left out: a
 * pressed 'Ocultar senha' would say it twice. The theme makes the button reachable by Tab.
 * Mantine marks only the wrapper of a password in error: `aria-invalid` goes on the input, so
 * screen readers hear it and the form kit finds it (useFocusFirstInvalid).
 */
export function PasswordInput({
  visibilityToggleButtonProps,
  ...props
}: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <MantinePasswordInput
      aria-invalid={props.error ? true : undefined}
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleButtonProps={{
        ...visibilityToggleButtonProps,
        'aria-label': isVisible ? PASSWORD_TOGGLE_LABELS.ocultar : PASSWORD_TOGGLE_LABELS.mostrar,
        'aria-pressed': undefined,
      }}
    />
  );
}
