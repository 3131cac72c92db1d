import type { Ref } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { displayMoeda, parseMoeda } from '@portal/shared/common/moeda';

export interface MoedaInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The API's decimal string ('85.90'), or undefined when empty. */
  value: string | null | undefined;
  onChange: (valor: string | undefined) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A pt-BR currency field (spec §3: prefix 'R$ ', comma decimals, dot thousands, 2 decimals)
 * whose value is the API's decimal string. Mantine's NumberInput keeps a float internally,
 * which money must never pass through, hence this small string-only field.
 */
export function MoedaInput({ value, onChange, ...props }: MoedaInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      {...props}
      value={displayMoeda(value)}
      onChange={(event) => onChange(parseMoeda(event.currentTarget.value))}
    />
  );
}
