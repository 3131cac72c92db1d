import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { PERMISSOES_PADRAO_POR_PERFIL } from '@portal/shared/usuarios/permissoes';
import { ADMIN, DIRETOR, OPERADOR, logIn } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { phoneWidth } from '../../test/viewport';

const MASTER: CurrentUser = {
  ...OPERADOR,
  id: 'u-master',
  nome: 'Mara Master',
  perfil: { perfil: 'MASTER', descricao: 'Master' },
  roles: [...PERMISSOES_PADRAO_POR_PERFIL.MASTER],
};
const ADMINISTRADOR: CurrentUser = {
  ...ADMIN,
  roles: [...PERMISSOES_PADRAO_POR_PERFIL.ADMINISTRADOR],
};

async function expectRefusal() {
  expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeInTheDocument();
  expect(screen.getByText('Seu perfil não tem acesso a esta página.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute(
    'href',
    '/vbconnection/vbauto/home',
  );
  // Inside the shell: the side menu and the top bar stay.
  expect(screen.getByTestId('side-menu')).toBeInTheDocument();
}

describe('route guard (the side menu rules, by URL)', () => {
  it('refuses the Master the Parametrização page it has no menu entry for', async () => {
    logIn(MASTER);
    renderApp('/vbconnection/vbauto/parametrizacao');
    await expectRefusal();
    expect(screen.queryByRole('link', { name: 'Cidades' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Parametrização' })).not.toBeInTheDocument();
  });

  it('refuses the Master Marca / Modelo and the validator page too', async () => {
    logIn(MASTER);
    const { unmount } = renderApp('/vbconnection/vbauto/marca-modelo');
    await expectRefusal();
    unmount();
    renderApp('/vbconnection/vbauto/validador-cpf-cnpj');
    await expectRefusal();
  });

  it('opens Parametrização with its tiles for the administrator', async () => {
    logIn(ADMINISTRADOR);
    renderApp('/vbconnection/vbauto/parametrizacao');
    expect(await screen.findByRole('heading', { name: 'Parametrização' })).toBeInTheDocument();
    // Scoped to the page (a role query over the whole shell is slow in the test DOM).
    const page = screen.getByRole('main');
    expect(await within(page).findByRole('link', { name: /^Cidades/ })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/cidade',
    );
    expect(screen.queryByText('Acesso não permitido')).not.toBeInTheDocument();
  });

  it('needs the TOTAIS permission (or the Diretoria profile) for /totais', async () => {
    logIn(ADMINISTRADOR);
    renderApp('/totais');
    await expectRefusal();
  });

  it('takes the user home from the refusal', async () => {
    logIn(MASTER);
    renderApp('/vbconnection/vbauto/parametrizacao');
    await userEvent.click(await screen.findByRole('link', { name: 'Ir para a página inicial' }));
    expect(await screen.findByRole('heading', { name: 'Seja bem-vindo(a)!' })).toBeInTheDocument();
  });
});

describe('version label', () => {
  it("shows the build's version in the Diretoria's reduced layout", async () => {
    logIn(DIRETOR);
    renderApp('/totais');
    expect(await screen.findByRole('heading', { name: 'Totais' })).toBeInTheDocument();
    expect(screen.getByTestId('version-label')).toHaveTextContent(/^v\d+\.\d+\.\d+/);
  });

  it('shows it at every width in the full header (no breakpoint hides it)', async () => {
    logIn(ADMIN);
    renderApp('/vbconnection/vbauto/home');
    const label = await screen.findByTestId('version-label');
    expect(label.className).not.toMatch(/mantine-visible-from|mantine-hidden-from/);
  });
});

describe('user menu', () => {
  it('opens with the name and profile (for phones) and the help links', async () => {
    // A phone: below 992 px the help links move from the top bar into this menu.
    phoneWidth();
    logIn({ ...ADMIN, nome: 'Atendimento N2 Demonstração Completa' });
    renderApp('/vbconnection/vbauto/home');
    await userEvent.click(await screen.findByTestId('user-menu'));
    const identity = await screen.findByTestId('user-menu-identity');
    expect(within(identity).getByText('Atendimento N2 Demonstração Completa')).toBeInTheDocument();
    expect(within(identity).getByText('Administrador')).toBeInTheDocument();
    // Shown below 768 px only: the button itself carries the name on wider screens.
    expect(identity.className).toMatch(/mantine-hidden-from-sm/);
    expect(screen.getByRole('menuitem', { name: 'Ajuda (FAQ)' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/faq',
    );
    expect(screen.getByRole('menuitem', { name: 'Alterar Senha' })).toBeInTheDocument();
  });
});
