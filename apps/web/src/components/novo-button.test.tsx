import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { NovoButton, NovoButtonRow } from './novo-button';

describe('NovoButton', () => {
  it('is named by its text and opens the creation', async () => {
    const onClick = vi.fn();
    renderWithProviders(<NovoButton onClick={onClick}>Novo Despachante</NovoButton>);
    await userEvent.click(screen.getByRole('button', { name: 'Novo Despachante' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('stands alone on its row', async () => {
    const onClick = vi.fn();
    renderWithProviders(<NovoButtonRow onClick={onClick}>Novo Veículo</NovoButtonRow>);
    await userEvent.click(screen.getByRole('button', { name: 'Novo Veículo' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
