import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CadastroFiltros } from './cadastro-filtros';
import { CadastroRowActions } from './cadastro-row-actions';
import {
  CadastroTable,
  EMPTY_CELL,
  type CadastroColumn,
  type CadastroTableProps,
} from './cadastro-table';

interface Row {
  id: string;
  nome: string;
  email: string | null;
}

const COLUMNS: CadastroColumn<Row>[] = [
  { label: 'Nome', sortKey: 'nome', render: (r) => r.nome },
  { label: 'E-mail', render: (r) => r.email ?? EMPTY_CELL },
];

function renderTable(
  props: { rows: Row[] } & Partial<Omit<CadastroTableProps<Row, string>, 'rows'>>,
) {
  return renderWithProviders(
    <CadastroTable
      label="Lista"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      sort={{ key: 'nome', direction: 'asc' }}
      onSort={() => undefined}
      isLoading={false}
      total={props.rows.length}
      page={0}
      size={10}
      onPageChange={() => undefined}
      {...props}
    />,
  );
}

const ANA: Row = { id: '1', nome: 'Ana', email: 'ana@exemplo.com.br' };

describe('CadastroTable', () => {
  it('says the list failed to load and tries again, instead of an empty list with total 0', async () => {
    const refetch = vi.fn();
    renderTable({ rows: [], query: { isError: true, refetch } });
    expect(screen.getByText('Não foi possível carregar a lista.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
    expect(screen.queryByText(/Total de Registros/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows an empty list as such when the request succeeded', () => {
    renderTable({ rows: [], query: { isError: false, refetch: () => undefined } });
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toBeInTheDocument();
  });

  it('shows the one empty-cell mark', () => {
    renderTable({ rows: [{ id: '1', nome: 'Ana', email: null }] });
    expect(screen.getByRole('cell', { name: EMPTY_CELL })).toBeInTheDocument();
    expect(EMPTY_CELL).toBe('—');
  });

  it('says what failed to load in the words of the page, when it names them', () => {
    renderTable({
      rows: [],
      query: { isError: true, refetch: () => undefined },
      failureMessage: 'Não foi possível carregar os municípios.',
    });
    expect(screen.getByText('Não foi possível carregar os municípios.')).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar a lista.')).not.toBeInTheDocument();
  });

  it('says what an empty list lacks in the words of the page, when it names them', () => {
    renderTable({ rows: [], emptyMessage: 'Nenhum cliente pertence a este grupo.' });
    expect(screen.getByText('Nenhum cliente pertence a este grupo.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum registro encontrado')).not.toBeInTheDocument();
  });

  it('has no pagination bar for a list the server sends whole', () => {
    renderWithProviders(
      <CadastroTable
        label="Lista"
        columns={COLUMNS}
        rows={[ANA]}
        rowKey={(r) => r.id}
        isLoading={false}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Ana' })).toBeInTheDocument();
    expect(screen.queryByText(/Total de Registros/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).not.toBeInTheDocument();
  });

  it('has no sort buttons for a list in the server’s fixed order', () => {
    renderTable({ rows: [ANA], sort: undefined, onSort: undefined });
    expect(screen.getByRole('columnheader', { name: 'Nome' })).not.toHaveAttribute('aria-sort');
    expect(screen.queryByRole('button', { name: /Nome/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('1');
  });

  it('names the sort buttons as the page asks, and still sorts', async () => {
    const onSort = vi.fn();
    renderTable({ rows: [ANA], onSort, sortButtonLabel: (column) => `Ordenar por ${column}` });
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por Nome' }));
    expect(onSort).toHaveBeenCalledWith({ key: 'nome', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('aligns a column of numbers on the right, header and cells', () => {
    renderTable({
      rows: [ANA],
      columns: [...COLUMNS, { label: 'Clientes', align: 'right', width: 90, render: () => 3 }],
    });
    const header = screen.getByRole('columnheader', { name: 'Clientes' });
    expect(getComputedStyle(header).textAlign).toBe('right');
    expect(getComputedStyle(screen.getByRole('cell', { name: '3' })).textAlign).toBe('right');
  });

  it('leaves the Ações column out when no row has actions', () => {
    renderTable({ rows: [ANA] });
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  });

  it('offers only the actions a row has: Editar and Excluir without Visualizar', async () => {
    const onEdit = vi.fn();
    renderTable({
      rows: [ANA],
      actions: (row) => (
        <CadastroRowActions name={row.nome} onEdit={() => onEdit(row.id)} onDelete={() => {}} />
      ),
    });
    expect(screen.getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Visualizar Ana' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Excluir Ana' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Editar Ana' }));
    expect(onEdit).toHaveBeenCalledWith('1');
  });
});

describe('CadastroFiltros', () => {
  it('shows a footnote beside Limpar and Pesquisar', () => {
    renderWithProviders(
      <CadastroFiltros onSearch={() => {}} onClear={() => {}} footnote="Somente consulta.">
        <span />
      </CadastroFiltros>,
    );
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    expect(within(filtros).getByText('Somente consulta.')).toBeInTheDocument();
    expect(within(filtros).getByRole('button', { name: 'Pesquisar' })).toBeInTheDocument();
  });
});
