import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { MarcaModeloCombo } from '@portal/shared/common/opcoes';
import { marcasModelosComboQuery } from '../../lib/lookups/marcas-modelos-combo';
import { MarcaModeloSelect, type MarcaModeloSelectProps } from '../marca-modelo-select';

export interface MarcaModeloFieldProps extends Omit<
  MarcaModeloSelectProps,
  'value' | 'onChange' | 'onBlur' | 'error'
> {
  /** The form's path, holding the brand/model's id ('' when none), or its code (see `holds`). */
  name: string;
  /** The record's brand/model, shown until another is chosen. */
  current?: MarcaModeloCombo | null;
  /**
   * What the form holds: the catalogue row's id (the registers), or the RENAVAM code (a
   * contract, which the Detran reads; undefined when none).
   */
  holds?: 'id' | 'codigo';
}

/** A brand/model of the form in context, searched in the catalogue on the server. */
export function MarcaModeloField({
  name,
  current = null,
  holds = 'id',
  ...props
}: MarcaModeloFieldProps) {
  const { field, fieldState } = useController({ name });
  // The select shows the chosen brand/model's label; the form holds its id or code only.
  const [marcaModelo, setMarcaModelo] = useState<MarcaModeloCombo | null>(current);
  // A code the form got without its label (a resumed draft): the catalogue search by code
  // finds it.
  const codigo = holds === 'codigo' && typeof field.value === 'number' ? field.value : null;
  const isLabelMissing = codigo !== null && marcaModelo?.codigo !== codigo;
  const porCodigo = useQuery({
    ...marcasModelosComboQuery(String(codigo ?? '')),
    enabled: isLabelMissing,
  });
  const shown = isLabelMissing
    ? (porCodigo.data?.find((m) => m.codigo === codigo) ?? null)
    : marcaModelo;
  return (
    <MarcaModeloSelect
      {...props}
      value={shown}
      onChange={(escolhida) => {
        setMarcaModelo(escolhida);
        if (holds === 'codigo') field.onChange(escolhida?.codigo ?? undefined);
        else field.onChange(escolhida?.id ?? '');
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      buscando={isLabelMissing && porCodigo.isFetching}
    />
  );
}
