import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { buildSideMenu } from '@portal/shared/menu/side-menu';
import { ADMIN, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SideMenu } from './side-menu';

function renderMenu(user: CurrentUser, collapsed = false) {
  return renderWithProviders(
    <SideMenu entries={buildSideMenu(user, { isProduction: false })} collapsed={collapsed} />,
    { route: '/vbconnection/vbauto/home' },
  );
}

/** Opens groups as a person would (they start closed) and waits for them to unfold. */
async function openGroups(...groups: string[]) {
  for (const group of groups) {
    const toggle = screen.getByRole('button', { name: group });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Unfolding is animated; the group's links are reachable once it ends.
    await waitFor(() => {
      const items = toggle.nextElementSibling;
      if (!(items instanceof HTMLElement)) throw new Error(`O grupo ${group} não tem itens.`);
      expect(within(items).queryAllByRole('link')).not.toHaveLength(0);
    });
  }
}

describe('side menu', () => {
  it('shows an administrator every group, with all three features', async () => {
    renderMenu(ADMIN);
    await openGroups('vbAuto', 'Administrativo', 'Funcionalidades');
    expect(screen.getByRole('link', { name: 'Página Inicial' })).toHaveAttribute(
      'href',
      '/vbconnection/vbauto/home',
    );
    for (const link of ['Registrar', 'Consultar', 'Relatórios', 'Gerenciar Usuários', 'Logs']) {
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
    }
    for (const feature of ['vbDETRANS', 'vbPAGUE', 'vbHUB']) {
      expect(screen.getByRole('link', { name: feature })).toBeInTheDocument();
    }
  });

  it("shows a client's operator only the features its client has on", async () => {
    renderMenu(OPERADOR);
    expect(screen.getByText('vbAuto')).toBeInTheDocument();
    expect(screen.queryByText('Administrativo')).not.toBeInTheDocument();
    await openGroups('Funcionalidades');
    expect(screen.getByRole('link', { name: 'vbDETRANS' })).toHaveAttribute(
      'href',
      '/vbconnection/vbdetrans',
    );
    expect(screen.getByRole('link', { name: 'vbHUB' })).toHaveAttribute(
      'href',
      '/vbconnection/vbhub',
    );
    expect(screen.queryByRole('link', { name: 'vbPAGUE' })).not.toBeInTheDocument();
  });

  it('marks the current page as active', async () => {
    renderMenu(ADMIN);
    expect(screen.getByRole('link', { name: 'Página Inicial' })).toHaveAttribute('data-active');
    await openGroups('vbAuto');
    expect(screen.getByRole('link', { name: 'Registrar' })).not.toHaveAttribute('data-active');
  });

  it("starts with the groups closed, except the current page's group", () => {
    renderWithProviders(
      <SideMenu entries={buildSideMenu(ADMIN, { isProduction: false })} collapsed={false} />,
      { route: '/vbconnection/vbauto/relatorio/financeiro' },
    );
    expect(screen.getByRole('button', { name: 'vbAuto' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Relatórios' })).toHaveAttribute('data-active');
    expect(screen.getByRole('button', { name: 'Funcionalidades' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('link', { name: 'vbHUB' })).not.toBeInTheDocument();
  });

  it('collapsed, shows icons only and opens a group as a flyout', async () => {
    renderMenu(OPERADOR, true);
    expect(screen.queryByText('Funcionalidades')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'vbHUB' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Página Inicial' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Funcionalidades' }));
    const flyout = await screen.findByRole('menu');
    expect(within(flyout).getByRole('menuitem', { name: 'vbHUB' })).toHaveAttribute(
      'href',
      '/vbconnection/vbhub',
    );
    expect(within(flyout).queryByRole('menuitem', { name: 'vbPAGUE' })).not.toBeInTheDocument();
  });
});
