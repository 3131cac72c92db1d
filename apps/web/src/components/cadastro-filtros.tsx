import type { FormEvent, ReactNode } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Text,
  type SimpleGridProps,
} from '@mantine/core';
import IconEraser from '@tabler/icons-react/dist/esm/icons/IconEraser.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import type { FiltrosBinding } from './filtro-fields';

/** The 'Situação' filter of the Cadastros lists, as the user picks it. */
export type Situacao = 'todos' | 'ativos' | 'inativos';

export const SITUACAO_OPTIONS: { value: Situacao; label: string }[] = [
  { value: 'todos', label: 'Todos' },
  { value: 'ativos', label: 'Ativos' },
  { value: 'inativos', label: 'Inativos' },
];

/** `{ ativo }` for the API's filter body, or nothing for 'Todos'. */
export function ativoOf(situacao: Situacao): { ativo?: boolean } {
  return situacao === 'todos' ? {} : { ativo: situacao === 'ativos' };
}

/**
 * The 'Situação' filter: given a `value` and `onChange`, or bound to the filter `situacao` of
 * a list (`lista`).
 */
export type SituacaoSelectProps<F extends { situacao: Situacao }> =
  { value: Situacao; onChange: (value: Situacao) => void } | { lista: FiltrosBinding<F> };

export function SituacaoSelect<F extends { situacao: Situacao }>(props: SituacaoSelectProps<F>) {
  const { value, onChange } = 'lista' in props ? bindSituacao(props.lista) : props;
  return (
    <Select
      label="Situação"
      allowDeselect={false}
      data={SITUACAO_OPTIONS}
      value={value}
      onChange={(next) => onChange((next ?? 'todos') as Situacao)}
    />
  );
}

function bindSituacao<F extends { situacao: Situacao }>(lista: FiltrosBinding<F>) {
  return {
    value: lista.filters.situacao,
    onChange: (situacao: Situacao) => lista.setFilters({ ...lista.filters, situacao }),
  };
}

/** 'Ativo' / 'Inativo' as a badge in a list. */
export function SituacaoBadge({ ativo }: { ativo: boolean }) {
  return (
    // Never cut short ('INATI...') when the table is narrow: the column makes room.
    <Badge color={ativo ? 'teal' : 'gray'} variant="light" miw="max-content">
      {ativo ? 'Ativo' : 'Inativo'}
    </Badge>
  );
}

export interface CadastroFiltrosProps {
  children: ReactNode;
  onSearch: () => void;
  onClear: () => void;
  /** Columns of the filter grid on large screens. */
  columns?: number;
  /** The grid's columns per breakpoint, for a panel laid out otherwise (replaces `columns`). */
  gridCols?: SimpleGridProps['cols'];
  /** Keeps a panel of few filters from stretching across the page. */
  maxWidth?: number;
  /** A short note beside the buttons (where the data comes from, what can be done with it). */
  footnote?: ReactNode;
}

/** The filter panel of a Cadastros list, with 'Limpar' and 'Pesquisar' (Enter searches too). */
export function CadastroFiltros({
  children,
  onSearch,
  onClear,
  columns = 4,
  gridCols,
  maxWidth,
  footnote,
}: CadastroFiltrosProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} aria-label="Filtros">
      <SimpleGrid cols={gridCols ?? { base: 1, sm: 2, lg: columns }} spacing="sm" maw={maxWidth}>
        {children}
      </SimpleGrid>
      <Group justify={footnote ? 'space-between' : 'flex-end'} mt="md" wrap="wrap">
        {footnote && (
          <Text size="xs" c="dimmed">
            {footnote}
          </Text>
        )}
        <Group>
          <Button variant="default" leftSection={<IconEraser size={16} />} onClick={onClear}>
            Limpar
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Pesquisar
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
