import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { ADMIN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SubHeader } from './sub-header';

const at = (hour: number, minute = 30) => new Date(2026, 2, 10, hour, minute);

/** The browser's clock reads `moment` (the greeting follows the clock). */
function clockAt(moment: Date) {
  vi.useFakeTimers({ now: moment });
}

describe('sub-header', () => {
  it.each([
    [5, 'Bom dia!'],
    [11, 'Bom dia!'],
    [12, 'Boa tarde!'],
    [17, 'Boa tarde!'],
    [18, 'Boa noite!'],
    [2, 'Boa noite!'],
  ])('greets at %i h with %s', (hour, greeting) => {
    clockAt(at(hour));
    renderWithProviders(<SubHeader user={ADMIN} />);
    expect(screen.getByTestId('greeting')).toHaveTextContent(new RegExp(`^${greeting}$`));
  });

  it('changes the greeting when the hour changes, without anything else happening', () => {
    clockAt(at(11, 59));
    renderWithProviders(<SubHeader user={ADMIN} />);
    expect(screen.getByTestId('greeting')).toHaveTextContent(/^Bom dia!$/);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('greeting')).toHaveTextContent(/^Boa tarde!$/);
  });

  it("shows the last access as 'DD/MM/YYYY HH:mm' in the browser's time zone", () => {
    const lastAccess = new Date(2026, 0, 5, 8, 7);
    renderWithProviders(
      <SubHeader user={{ ...ADMIN, dataUltimoAcesso: lastAccess.toISOString() }} />,
    );
    expect(screen.getByText('Último acesso: 05/01/2026 08:07')).toBeInTheDocument();
  });

  it('offers Faturamento only to the profiles that may see it; Legislação, vbPlay and Chat to all', () => {
    const imagem: CurrentUser = {
      ...ADMIN,
      perfil: { perfil: 'OPERADOR_DE_IMAGEM', descricao: 'Operador de Imagem' },
    };
    const { unmount } = renderWithProviders(<SubHeader user={ADMIN} />);
    expect(screen.getByRole('link', { name: 'Faturamento' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<SubHeader user={imagem} />);
    expect(screen.queryByRole('link', { name: 'Faturamento' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legislação' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/central-informacao',
    );
    expect(screen.getByRole('link', { name: 'vbPlay' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/vb-play',
    );
    // Spec §2.5: the chat button, for every user (third-parties.test.tsx: what it opens).
    expect(screen.getByRole('button', { name: 'Chat' })).toBeInTheDocument();
  });
});
