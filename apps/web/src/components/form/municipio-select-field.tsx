import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { cidadesOfUfQuery } from '../../lib/lookups/cidades-of-uf';
import { SelectField, type SelectFieldProps } from './select-field';

export interface MunicipioSelectFieldProps extends Omit<SelectFieldProps, 'data' | 'placeholder'> {
  /** The UF's path: the cities are that UF's, and the field waits for it. */
  ufName: string;
  /** What the field says once the UF is chosen, and before. */
  placeholder?: string;
  placeholderSemUf: string;
}

const asCodigo = (option: string | null) => option ?? '';

/**
 * A municipality of the form in context, chosen among its UF's (the IBGE code is what the
 * form holds, '' when none); disabled until the UF is chosen.
 */
export function MunicipioSelectField({
  ufName,
  placeholder,
  placeholderSemUf,
  ...props
}: MunicipioSelectFieldProps) {
  const uf = useWatch({ name: ufName }) as string | null | undefined;
  const cidades = useQuery({ ...cidadesOfUfQuery(uf ?? ''), enabled: Boolean(uf) });
  return (
    <SelectField
      searchable
      limit={100}
      {...props}
      placeholder={uf ? placeholder : placeholderSemUf}
      disabled={!uf}
      data={cidades.data?.map((c) => ({ value: c.codigoIbge, label: c.nome })) ?? []}
      parse={asCodigo}
    />
  );
}
