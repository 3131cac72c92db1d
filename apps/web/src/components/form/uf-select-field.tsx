import { useFormContext } from 'react-hook-form';
import { ufOptions } from '@portal/shared/common/ufs';
import { SelectField, type SelectFieldProps } from './select-field';

export interface UfSelectFieldProps extends Omit<SelectFieldProps, 'data'> {
  data?: SelectFieldProps['data'];
  /** The municipality's path, emptied when the UF changes (its cities are another UF's). */
  municipioName?: string;
}

const UF_OPTIONS = ufOptions();

/** A UF of the form in context, 'SP - São Paulo', searchable. */
export function UfSelectField({
  municipioName,
  onChange,
  data = UF_OPTIONS,
  ...props
}: UfSelectFieldProps) {
  const { setValue } = useFormContext();
  return (
    <SelectField
      searchable
      {...props}
      data={data}
      onChange={(option, item) => {
        if (municipioName) setValue(municipioName, '');
        onChange?.(option, item);
      }}
    />
  );
}
