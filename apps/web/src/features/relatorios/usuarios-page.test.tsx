import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import UsuariosRelatorioPage from './usuarios-page';

const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: ['RELATORIO_USUARIOS'] };
/** A Detran's user: no client of its own, and not the registradora either. */
const DETRAN: CurrentUser = {
  ...ADMINISTRADOR,
  id: 'u-detran',
  perfil: { perfil: 'DETRAN', descricao: 'Detran' },
  fornecedor: { id: 'f-1', nome: 'Detran-SP' },
};

const pathsOf = (calls: Request[]) => calls.map((call) => new URL(call.url).pathname);

describe('users report', () => {
  it('offers the Cliente filter to a registradora user', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = fakeApi({
      'POST /api/relatorios/usuarios': () => jsonResponse({ content: [], totalElements: 0 }),
      'GET /api/clientes/todos-combo': () => jsonResponse([]),
    });
    renderWithProviders(<UsuariosRelatorioPage />);
    await screen.findByText('Nenhum registro encontrado');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toBeInTheDocument();
    expect(pathsOf(calls)).toContain('/api/clientes/todos-combo');
  });

  it('gives a supplier’s user no Cliente filter: it is not the registradora', async () => {
    logIn(DETRAN);
    const { calls } = fakeApi({
      'POST /api/relatorios/usuarios': () => jsonResponse({ content: [], totalElements: 0 }),
    });
    renderWithProviders(<UsuariosRelatorioPage />);
    await screen.findByText('Nenhum registro encontrado');
    expect(screen.queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    expect(pathsOf(calls)).toEqual(['/api/relatorios/usuarios']);
  });
});
