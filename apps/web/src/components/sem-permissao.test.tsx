import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SemPermissao } from './sem-permissao';

describe('SemPermissao', () => {
  it("says 'Atenção' and why the page shows nothing", () => {
    renderWithProviders(<SemPermissao>Você não tem permissão.</SemPermissao>);
    expect(screen.getByRole('alert')).toHaveTextContent('Atenção');
    expect(screen.getByRole('alert')).toHaveTextContent('Você não tem permissão.');
  });
});
