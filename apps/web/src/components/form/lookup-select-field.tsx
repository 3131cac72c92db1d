import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ComboboxItem } from '@mantine/core';
import { SelectField, type SelectFieldProps } from './select-field';

export interface LookupSelectFieldProps<Item, Key extends QueryKey> extends Omit<
  SelectFieldProps,
  'data'
> {
  /** The lookup's query options (`lib/lookups`), asked only while `enabled`. */
  query: UseQueryOptions<Item[], Error, Item[], Key>;
  enabled?: boolean;
  toOption: (item: Item) => ComboboxItem;
  /** The options while the lookup has not answered (the record's current choice, say). */
  fallback?: ComboboxItem[];
}

/** A select of the form in context whose options come from a lookup (`lib/lookups`). */
export function LookupSelectField<Item, Key extends QueryKey>({
  query,
  enabled = true,
  toOption,
  fallback = [],
  ...props
}: LookupSelectFieldProps<Item, Key>) {
  const items = useQuery({ ...query, enabled });
  return <SelectField {...props} data={items.data?.map(toOption) ?? fallback} />;
}
