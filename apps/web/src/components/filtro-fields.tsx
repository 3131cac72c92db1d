import {
  NumberInput,
  Select,
  TextInput,
  type NumberInputProps,
  type SelectProps,
  type TextInputProps,
} from '@mantine/core';
import { ufOptions, UFS } from '@portal/shared/common/ufs';
import { maskCnpj, maskCpfCnpj } from '@portal/shared/common/masks';

/**
 * The filter state of a list (`usePagedList`'s `filters` and `setFilters`): a filter field
 * takes the list and the name of its filter, and reads and writes that one key.
 */
export interface FiltrosBinding<F> {
  filters: F;
  setFilters: (filters: F) => void;
}

/**
 * The keys of `F` whose values a field of type `V` holds, exactly (the brackets keep a union
 * such as `string | null` whole instead of testing each member).
 */
export type FiltroKey<F, V> = {
  [K in keyof F]-?: [V] extends [F[K]] ? ([F[K]] extends [V] ? K : never) : never;
}[keyof F];

interface BoundProps<F, V> {
  lista: FiltrosBinding<F>;
  name: FiltroKey<F, V>;
}

/** `value` put under `name` in the list's filters (the other filters kept as typed). */
export function setFiltro<F, V>(lista: FiltrosBinding<F>, name: FiltroKey<F, V>, value: V) {
  lista.setFilters({ ...lista.filters, [name]: value });
}

function readFiltro<F, V>(lista: FiltrosBinding<F>, name: FiltroKey<F, V>): V {
  return lista.filters[name] as V;
}

export interface FiltroTextoProps<F>
  extends BoundProps<F, string>, Omit<TextInputProps, 'value' | 'onChange' | 'name'> {
  /** Shapes what is typed ('00.000.000/0000-00', a plate) before it is kept. */
  mask?: (value: string) => string;
}

/** A text filter of a list, bound to the filter `name`. */
export function FiltroTexto<F>({ lista, name, mask, ...props }: FiltroTextoProps<F>) {
  return (
    <TextInput
      {...props}
      value={readFiltro<F, string>(lista, name)}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setFiltro(lista, name, mask ? mask(typed) : typed);
      }}
    />
  );
}

/** A CPF or CNPJ filter, masked as typed. */
export function FiltroCpfCnpj<F>(props: Omit<FiltroTextoProps<F>, 'mask'>) {
  return <FiltroTexto {...props} mask={maskCpfCnpj} />;
}

/** A CNPJ filter, masked as typed, its placeholder the mask. */
export function FiltroCnpj<F>(props: Omit<FiltroTextoProps<F>, 'mask'>) {
  return <FiltroTexto placeholder="00.000.000/0000-00" {...props} mask={maskCnpj} />;
}

export type FiltroSelectProps<F> = BoundProps<F, string | null> &
  Omit<SelectProps, 'value' | 'onChange' | 'name'>;

/** A select filter of a list, bound to the filter `name` (`null` when cleared). */
export function FiltroSelect<F>({ lista, name, ...props }: FiltroSelectProps<F>) {
  return (
    <Select
      {...props}
      value={readFiltro<F, string | null>(lista, name)}
      onChange={(value) => setFiltro(lista, name, value)}
    />
  );
}

export type FiltroUfProps<F> = FiltroSelectProps<F> & {
  /** The options read 'SP - São Paulo' instead of 'SP' (the reference-data pages'). */
  withNames?: boolean;
};

const UF_OPTIONS_WITH_NAMES = ufOptions();

/** The 'UF' filter: searchable and clearable, the UFs in alphabetical order unless given. */
export function FiltroUf<F>({ withNames = false, ...props }: FiltroUfProps<F>) {
  return (
    <FiltroSelect searchable clearable data={withNames ? UF_OPTIONS_WITH_NAMES : UFS} {...props} />
  );
}

export type FiltroNumeroProps<F> = BoundProps<F, number | null> &
  Omit<NumberInputProps, 'value' | 'onChange' | 'name'>;

/** A whole-number filter of a list, bound to the filter `name` (`null` when blank). */
export function FiltroNumero<F>({ lista, name, ...props }: FiltroNumeroProps<F>) {
  return (
    <NumberInput
      {...props}
      value={readFiltro<F, number | null>(lista, name) ?? ''}
      onChange={(value) => setFiltro(lista, name, typeof value === 'number' ? value : null)}
    />
  );
}
