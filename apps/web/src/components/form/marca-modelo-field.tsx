import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { MarcaModeloCombo } from '@portal/shared/common/opcoes';
import { MarcaModeloSelect, type MarcaModeloSelectProps } from '../marca-modelo-select';

export interface MarcaModeloFieldProps extends Omit<
  MarcaModeloSelectProps,
  'value' | 'onChange' | 'onBlur' | 'error'
> {
  /** The form's path, holding the brand/model's id ('' when none). */
  name: string;
  /** The record's brand/model, shown until another is chosen. */
  current?: MarcaModeloCombo | null;
}

/** A brand/model of the form in context, searched in the catalogue on the server. */
export function MarcaModeloField({ name, current = null, ...props }: MarcaModeloFieldProps) {
  const { field, fieldState } = useController({ name });
  // The select shows the chosen brand/model's label; the form holds its id only.
  const [marcaModelo, setMarcaModelo] = useState<MarcaModeloCombo | null>(current);
  return (
    <MarcaModeloSelect
      {...props}
      value={marcaModelo}
      onChange={(escolhida) => {
        setMarcaModelo(escolhida);
        field.onChange(escolhida?.id ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
