import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { EventoAcesso } from '@portal/shared/relatorios/schemas';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import AcessoPage from './acesso-page';

const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: ['RELATORIO_ACESSO'] };

const FALHA: EventoAcesso = {
  id: '41',
  em: '2026-11-25T10:00:00.000Z',
  tipo: 'FALHA',
  username: 'operador',
  nome: 'Operador Demonstração',
  ip: '10.0.0.7',
  dispositivo: 'Mozilla/5.0',
};

describe('access report', () => {
  it("says 'mais de 10.000' while the server's total is an estimate, and pages on", async () => {
    logIn(ADMINISTRADOR);
    const { calls } = fakeApi({
      'POST /api/relatorios/acesso': () =>
        jsonResponse({ content: [FALHA], totalElements: 250_000, totalExato: false }),
    });
    renderWithProviders(<AcessoPage />);
    const row = (await screen.findByText('10.0.0.7')).closest('tr') as HTMLElement;
    expect(within(row).getByText('operador')).toBeInTheDocument();
    expect(screen.getByText('mais de 10.000')).toBeInTheDocument();
    expect(screen.queryByText('250.000')).not.toBeInTheDocument();

    // A page far beyond the exact count is asked for by its number.
    await userEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    await screen.findByText('10.0.0.7');
    const pages = calls.map((c) => new URL(c.url).searchParams.get('page'));
    expect(pages.at(-1)).toBe('4');
  });

  it('shows the exact total when the server counted it', async () => {
    logIn(ADMINISTRADOR);
    fakeApi({
      'POST /api/relatorios/acesso': () =>
        jsonResponse({ content: [FALHA], totalElements: 1, totalExato: true }),
    });
    renderWithProviders(<AcessoPage />);
    await screen.findByText('10.0.0.7');
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('Total de Registros: 1');
    expect(screen.queryByText('mais de 10.000')).not.toBeInTheDocument();
  });
});
