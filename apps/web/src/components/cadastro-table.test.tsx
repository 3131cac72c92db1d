import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CadastroTable, EMPTY_CELL, type CadastroColumn } from './cadastro-table';

interface Row {
  id: string;
  nome: string;
  email: string | null;
}

const COLUMNS: CadastroColumn<Row>[] = [
  { label: 'Nome', sortKey: 'nome', render: (r) => r.nome },
  { label: 'E-mail', render: (r) => r.email ?? EMPTY_CELL },
];

function renderTable(props: { rows: Row[]; query?: { isError: boolean; refetch: () => unknown } }) {
  return renderWithProviders(
    <CadastroTable
      label="Lista"
      columns={COLUMNS}
      rows={props.rows}
      rowKey={(r) => r.id}
      sort={{ key: 'nome', direction: 'asc' }}
      onSort={() => undefined}
      isLoading={false}
      query={props.query}
      total={props.rows.length}
      page={0}
      size={10}
      onPageChange={() => undefined}
    />,
  );
}

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
});
