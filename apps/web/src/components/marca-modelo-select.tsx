import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Loader, Select, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { MarcaModeloCombo } from '@portal/shared/common/opcoes';
import { marcasModelosComboQuery } from '../lib/lookups/marcas-modelos-combo';

/** The select's pt-BR words, the same on every page that uses it. */
const LABELS = {
  buscar: 'Código, marca ou modelo',
  nenhum: 'Nenhum registro encontrado',
  buscando: 'Buscando marcas e modelos',
  aguarde: 'Buscando...',
} as const;

/** 'VW - GOL 1.0 (100001)' */
export function marcaModeloOptionLabel(marcaModelo: MarcaModeloCombo): string {
  return `${marcaModelo.marca} - ${marcaModelo.modelo} (${marcaModelo.codigo})`;
}

export interface MarcaModeloSelectProps {
  label: string;
  /** The chosen brand/model, or null. */
  value: MarcaModeloCombo | null;
  onChange: (value: MarcaModeloCombo | null) => void;
  onBlur?: () => void;
  error?: string;
  withAsterisk?: boolean;
  clearable?: boolean;
  /** The caller is looking up the chosen brand/model (a resumed draft's label by its code). */
  buscando?: boolean;
}

/**
 * A brand/model chosen from the catalogue, searched on the server (it has thousands of
 * models): typing asks `marcas-modelos/todos-combo?busca=` for up to 50 matches.
 */
export function MarcaModeloSelect({
  value,
  onChange,
  buscando: buscandoEscolhida = false,
  ...props
}: MarcaModeloSelectProps) {
  const [busca, setBusca] = useState('');
  // Once an option is chosen the input shows its label: that is not a new search.
  const termo = value && busca === marcaModeloOptionLabel(value) ? '' : busca.trim();
  const [debounced] = useDebouncedValue(termo, 300);
  const opcoes = useQuery(marcasModelosComboQuery(debounced));
  const found = opcoes.data ?? [];
  const all = value && !found.some((m) => m.id === value.id) ? [value, ...found] : found;
  // Looking from the first key of a new term (its search waits for a pause in typing) until the
  // answer: the search runs in the background, so the field says so itself.
  const buscando = buscandoEscolhida || termo !== debounced || opcoes.isFetching;
  return (
    <>
      <Select
        {...props}
        searchable
        placeholder={LABELS.buscar}
        searchValue={busca}
        onSearchChange={setBusca}
        // The server already filtered by code, brand and model.
        filter={({ options }) => options}
        data={all.map((m) => ({ value: m.id, label: marcaModeloOptionLabel(m) }))}
        value={value?.id ?? null}
        onChange={(id) => onChange(all.find((m) => m.id === id) ?? null)}
        // Nothing found yet is not nothing found while the search runs.
        nothingFoundMessage={buscando ? LABELS.aguarde : LABELS.nenhum}
        {...(buscando ? { rightSection: <Loader size="xs" aria-hidden /> } : {})}
      />
      {/* Always in the page, so that a screen reader announces the change of its text. */}
      <VisuallyHidden role="status">{buscando ? LABELS.buscando : ''}</VisuallyHidden>
    </>
  );
}
