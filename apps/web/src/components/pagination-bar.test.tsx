import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PaginationBar, visiblePages } from './pagination-bar';
import { preferredPageSize } from '../hooks/use-paging';

describe('visiblePages', () => {
  it('shows at most 5 numbers, centred on the current page where it can', () => {
    expect(visiblePages(0, 3)).toEqual([0, 1, 2]);
    expect(visiblePages(0, 20)).toEqual([0, 1, 2, 3, 4]);
    expect(visiblePages(7, 20)).toEqual([5, 6, 7, 8, 9]);
    expect(visiblePages(19, 20)).toEqual([15, 16, 17, 18, 19]);
    expect(visiblePages(0, 1)).toEqual([0]);
  });
});

describe('preferredPageSize', () => {
  it("is the user's saved size, else 5", () => {
    expect(preferredPageSize({ qtdItensPagina: 20 })).toBe(20);
    expect(preferredPageSize({ qtdItensPagina: null })).toBe(5);
    expect(preferredPageSize({ qtdItensPagina: 0 })).toBe(5);
    expect(preferredPageSize(null)).toBe(5);
  });
});

describe('PaginationBar', () => {
  it('shows the total and five page numbers, and moves between pages', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaginationBar page={7} size={10} total={1234} onChange={onChange} />);
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('Total de Registros: 1.234');
    const numbers = screen.getAllByRole('button', { name: /^Página \d+$/ });
    expect(numbers.map((button) => button.textContent)).toEqual(['6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Página 8' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onChange).toHaveBeenLastCalledWith(8, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Primeira página' }));
    expect(onChange).toHaveBeenLastCalledWith(0, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onChange).toHaveBeenLastCalledWith(123, 10);
    await userEvent.click(screen.getByRole('button', { name: 'Página 10' }));
    expect(onChange).toHaveBeenLastCalledWith(9, 10);
  });

  it('offers 5, 10, 20 and 50 per page, and a new size starts on the first page', async () => {
    const onChange = vi.fn();
    renderWithProviders(<PaginationBar page={3} size={5} total={100} onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Resultados por página'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['5', '10', '20', '50']);
    await userEvent.click(screen.getByRole('option', { name: '20' }));
    expect(onChange).toHaveBeenLastCalledWith(0, 20);
  });

  it('disables going back on the first page and forward on the last', () => {
    renderWithProviders(<PaginationBar page={0} size={5} total={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('3');
  });
});
