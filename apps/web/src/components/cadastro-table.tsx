import type { ReactNode } from 'react';
import { Button, Group, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import IconChevronUp from '@tabler/icons-react/dist/esm/icons/IconChevronUp.mjs';
import IconSelector from '@tabler/icons-react/dist/esm/icons/IconSelector.mjs';
import type { SortDirection } from '@portal/shared/common/paging';
import { PaginationBar } from './pagination-bar';

/** The sort a server-paged list asks for (`sort=key,asc|desc`). */
export interface CadastroSort<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** `sort` as the API's query string takes it: 'nomeFantasia,asc'. */
export function sortParamOf(sort: CadastroSort): string {
  return `${sort.key},${sort.direction}`;
}

/** A page of a list the server sorts, as a feature's `consultar...` call takes it. */
export interface CadastroPageRequest<K extends string = string> {
  page: number;
  size: number;
  sort: CadastroSort<K>;
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort<K extends string>(current: CadastroSort<K>, key: K): CadastroSort<K> {
  if (current.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

export interface CadastroColumn<T, K extends string = string> {
  /** The header text. */
  label: string;
  /** The API's sort key, when the server can sort by this column. */
  sortKey?: K;
  render: (row: T) => ReactNode;
  /** Keeps formatted documents and phones on one line. */
  isNowrap?: boolean;
  /** A narrow column of short values (a code, a UF) keeps its width, in pixels. */
  width?: number;
  /** Numbers and amounts line up on the right, header included. */
  align?: 'right';
}

/** What the table reads of the list's query (TanStack Query's result fits). */
export interface CadastroListQuery {
  isError: boolean;
  refetch: () => unknown;
}

interface CadastroTableBaseProps<T, K extends string> {
  /** Names the table for assistive technology (and tests). */
  label: string;
  columns: readonly CadastroColumn<T, K>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** The row's action buttons (Visualizar, Editar, Excluir). */
  actions?: (row: T) => ReactNode;
  /** Width of the 'Ações' column, in pixels: two buttons need less than three. */
  actionsWidth?: number;
  /** Left out for a list in the server's fixed order: no header sorts. */
  sort?: CadastroSort<K>;
  onSort?: (sort: CadastroSort<K>) => void;
  /**
   * The accessible name of each sort button ('Ordenar por Código IBGE'); without it the
   * button is named by its header text.
   */
  sortButtonLabel?: (column: string) => string;
  isLoading: boolean;
  /**
   * The list's query: after a failed request the table says so, with 'Tentar novamente',
   * instead of an empty list and 'Total de Registros: 0' that would look like real data.
   */
  query?: CadastroListQuery;
  /** What a failed load says, when the page names what it lists. */
  failureMessage?: string;
  /** What an empty list says, when the page names what it lists. */
  emptyMessage?: string;
  minWidth?: number;
}

/** A list the server pages: the page shown and the pagination bar of spec §2.8. */
export interface CadastroPagedProps {
  /** `totalElements` of the last answer, and the page shown (from 0). */
  total: number;
  page: number;
  size: number;
  onPageChange: (page: number, size: number) => void;
  /** The total is the server's estimate above its counting limit (`totalExato: false`). */
  isTotalEstimated?: boolean;
}

/** A short list the server sends whole (a client's drafts): no pagination bar. */
export interface CadastroUnpagedProps {
  total?: never;
  page?: never;
  size?: never;
  onPageChange?: never;
  isTotalEstimated?: never;
}

function isPaged(paging: CadastroPagedProps | CadastroUnpagedProps): paging is CadastroPagedProps {
  return paging.onPageChange !== undefined;
}

export type CadastroTableProps<T, K extends string> = CadastroTableBaseProps<T, K> &
  (CadastroPagedProps | CadastroUnpagedProps);

/** The words every list of the Cadastros pages shares. */
export const CADASTRO_TABLE_LABELS = {
  acoes: 'Ações',
  nenhum: 'Nenhum registro encontrado',
  carregando: 'Carregando...',
  falha: 'Não foi possível carregar a lista.',
  tentarNovamente: 'Tentar novamente',
} as const;

/** What an empty cell shows, in every list. */
export const EMPTY_CELL = '—';

/**
 * A list paged (and sorted) by the server: clickable headers on the columns the API sorts by,
 * the empty state 'Nenhum registro encontrado', and the pagination bar of spec §2.8 (left out,
 * with the paging props, for a list the server sends whole).
 */
export function CadastroTable<T, K extends string>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  actionsWidth = 130,
  sort,
  onSort,
  sortButtonLabel,
  isLoading,
  query,
  failureMessage = CADASTRO_TABLE_LABELS.falha,
  emptyMessage,
  minWidth = 800,
  ...paging
}: CadastroTableProps<T, K>) {
  const columnCount = columns.length + (actions ? 1 : 0);
  const isError = query?.isError ?? false;
  const shownRows = isError ? [] : rows;
  return (
    <Paper withBorder p="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                sort && onSort && column.sortKey ? (
                  <SortableTh
                    key={column.label}
                    column={column}
                    sortKey={column.sortKey}
                    sort={sort}
                    onSort={(key) => onSort(nextSort(sort, key))}
                    buttonLabel={sortButtonLabel?.(column.label)}
                  />
                ) : (
                  // Headers stay on one line: a narrow table scrolls instead of breaking them.
                  <Table.Th
                    key={column.label}
                    w={column.width}
                    ta={column.align}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {column.label}
                  </Table.Th>
                ),
              )}
              {actions && <Table.Th w={actionsWidth}>{CADASTRO_TABLE_LABELS.acoes}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shownRows.length === 0 && (
              <CadastroEmptyRow
                colSpan={columnCount}
                isLoading={isLoading}
                emptyMessage={emptyMessage}
                failure={
                  isError && query
                    ? { message: failureMessage, onRetry: () => void query.refetch() }
                    : null
                }
              />
            )}
            {shownRows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.label}
                    ta={column.align}
                    style={column.isNowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.render(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions(row)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!isError && isPaged(paging) && (
        <PaginationBar
          page={paging.page}
          size={paging.size}
          total={paging.total}
          onChange={paging.onPageChange}
          isTotalEstimated={paging.isTotalEstimated}
        />
      )}
    </Paper>
  );
}

function SortableTh<T, K extends string>({
  column,
  sortKey,
  sort,
  onSort,
  buttonLabel,
}: {
  column: CadastroColumn<T, K>;
  sortKey: K;
  sort: CadastroSort<K>;
  onSort: (key: K) => void;
  buttonLabel?: string;
}) {
  const isSorted = sort.key === sortKey;
  const Icon = !isSorted
    ? IconSelector
    : sort.direction === 'asc'
      ? IconChevronUp
      : IconChevronDown;
  return (
    <Table.Th
      aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      p={0}
      w={column.width}
    >
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        aria-label={buttonLabel}
        px="sm"
        py="xs"
        w="100%"
        fw={700}
        fz="sm"
        title={`Ordenar por ${column.label}`}
      >
        <Group justify="space-between" gap={4} wrap="nowrap">
          <span style={{ whiteSpace: 'nowrap' }}>{column.label}</span>
          <Icon
            size={14}
            aria-hidden
            color={isSorted ? undefined : 'var(--mantine-color-dimmed)'}
          />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

export interface CadastroEmptyRowProps {
  colSpan: number;
  isLoading: boolean;
  /** What the list says when it is empty; 'Nenhum registro encontrado' unless given. */
  emptyMessage?: string;
  /** When the list failed to load: what to say, and how to try again. */
  failure?: { message: string; onRetry: () => void } | null;
}

/** The one row of an empty list: 'Carregando...', 'Nenhum registro encontrado' or the failure. */
export function CadastroEmptyRow({
  colSpan,
  isLoading,
  emptyMessage = CADASTRO_TABLE_LABELS.nenhum,
  failure,
}: CadastroEmptyRowProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        {failure ? (
          <Group justify="center" gap="sm" py="md">
            <Text c="dimmed">{failure.message}</Text>
            <Button variant="light" size="xs" onClick={failure.onRetry}>
              {CADASTRO_TABLE_LABELS.tentarNovamente}
            </Button>
          </Group>
        ) : (
          <Text c="dimmed" ta="center" py="md">
            {isLoading ? CADASTRO_TABLE_LABELS.carregando : emptyMessage}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
