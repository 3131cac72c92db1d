import { useId } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { LIMITE_CONTAGEM_EXATA, PAGE_SIZE_OPTIONS } from '@portal/shared/common/paging';

export interface PaginationBarProps {
  /** The current page, from 0 (as the API counts). */
  page: number;
  size: number;
  /** `totalElements` of the last answer. */
  total: number;
  /** A new page size goes back to the first page. */
  onChange: (page: number, size: number) => void;
  /** The list failed to load: no 'Total de Registros: 0' that would look like real data. */
  isError?: boolean;
  /**
   * `total` is an estimate above the server's counting limit (`totalExato: false`): the bar
   * says 'mais de' the limit instead of a number it does not know.
   */
  isTotalEstimated?: boolean;
}

/** Spec §9: at most 5 page numbers visible. */
const VISIBLE_PAGES = 5;

/** The window of at most 5 page numbers (from 0) around `page`. */
export function visiblePages(page: number, pageCount: number): number[] {
  const count = Math.min(VISIBLE_PAGES, pageCount);
  const first = Math.min(Math.max(page - Math.floor(VISIBLE_PAGES / 2), 0), pageCount - count);
  return Array.from({ length: count }, (_, i) => first + i);
}

/**
 * The pagination bar of spec §2.8: 'Total de Registros', first/previous/next/last, up to 5
 * page numbers and 'Resultados por página' (5, 10, 20, 50).
 */
export function PaginationBar({
  page,
  size,
  total,
  onChange,
  isError,
  isTotalEstimated,
}: PaginationBarProps) {
  const sizeId = useId();
  if (isError) return null;
  const pageCount = Math.max(Math.ceil(total / size), 1);
  const current = Math.min(page, pageCount - 1);
  const sizes = PAGE_SIZE_OPTIONS.map(String);
  if (!sizes.includes(String(size))) sizes.push(String(size));
  return (
    <Group justify="space-between" gap="sm" py="xs" wrap="wrap">
      <Text size="sm">
        Total de Registros:{' '}
        <strong>
          {isTotalEstimated
            ? `mais de ${LIMITE_CONTAGEM_EXATA.toLocaleString('pt-BR')}`
            : total.toLocaleString('pt-BR')}
        </strong>
      </Text>
      <Pagination.Root
        total={pageCount}
        value={current + 1}
        onChange={(value) => onChange(value - 1, size)}
        size="sm"
      >
        <Group gap={4} wrap="nowrap" component="nav" aria-label="Paginação">
          <Pagination.First aria-label="Primeira página" />
          <Pagination.Previous aria-label="Página anterior" />
          {visiblePages(current, pageCount).map((number) => (
            <Pagination.Control
              key={number}
              active={number === current}
              aria-current={number === current ? 'page' : undefined}
              aria-label={`Página ${number + 1}`}
              onClick={() => onChange(number, size)}
            >
              {number + 1}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label="Próxima página" />
          <Pagination.Last aria-label="Última página" />
        </Group>
      </Pagination.Root>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" component="label" htmlFor={sizeId}>
          Resultados por página
        </Text>
        <Select
          id={sizeId}
          data={sizes}
          value={String(size)}
          onChange={(value) => value && onChange(0, Number(value))}
          allowDeselect={false}
          w={80}
          size="xs"
          comboboxProps={{ withinPortal: false }}
        />
      </Group>
    </Group>
  );
}
