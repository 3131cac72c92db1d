import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import ParametrizacaoPage from './parametrizacao-page';
import { visibleTiles } from './parametrizacao-tiles';

// The build-time flag (VITE_AMBIENTE), switched per test: the page reads it when it renders.
const ambiente = vi.hoisted(() => ({ isProduction: false }));
vi.mock('../../lib/env', () => ({
  get IS_PRODUCTION() {
    return ambiente.isProduction;
  },
}));

const TODAS = [
  'ADMINISTRACAO_FORNECEDORES_CONSULTAR',
  'ADMINISTRACAO_CLIENTES_CONSULTAR',
  'DESPACHANTE_CONSULTAR',
  'VEICULO_CONSULTAR',
];
const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: TODAS };

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/vbconnection/vbauto/parametrizacao" element={<ParametrizacaoPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/vbconnection/vbauto/parametrizacao' },
  );
}

/** Each tile's title (its first line of text; its name goes on with the description). */
const tileNames = () =>
  screen.getAllByRole('link').map((link) => link.querySelector('p')?.textContent);

afterEach(() => {
  ambiente.isProduction = false;
});

describe('Parametrização page', () => {
  it('shows the six tiles of spec §2.4 outside production, in order', () => {
    logIn(ADMINISTRADOR);
    renderPage();
    expect(tileNames()).toEqual([
      'Cidades',
      'Detrans',
      'Grupos Econômicos',
      'Despachantes',
      'Marca / Modelo',
      'Veículos',
    ]);
  });

  it('hides Despachantes, Marca / Modelo and Veículos in production', () => {
    ambiente.isProduction = true;
    logIn(ADMINISTRADOR);
    renderPage();
    expect(tileNames()).toEqual(['Cidades', 'Detrans', 'Grupos Econômicos']);
    expect(screen.queryByText('Despachantes')).not.toBeInTheDocument();
    expect(screen.queryByText('Marca / Modelo')).not.toBeInTheDocument();
    expect(screen.queryByText('Veículos')).not.toBeInTheDocument();
  });

  it('opens each tile’s route', async () => {
    logIn(ADMINISTRADOR);
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: /^Grupos Econômicos/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/vbconnection/vbauto/grupo-economico',
    );
  });

  it('leaves out the tiles whose page the user could not list', () => {
    logIn({ ...ADMIN, roles: ['ADMINISTRACAO_CLIENTES_CONSULTAR'] });
    renderPage();
    expect(tileNames()).toEqual(['Cidades', 'Grupos Econômicos', 'Marca / Modelo']);
  });
});

describe('visibleTiles', () => {
  it('points each tile at its route', () => {
    expect(
      visibleTiles(TODAS, { isProduction: false }).map((tile) => [tile.title, tile.url]),
    ).toEqual([
      ['Cidades', '/vbconnection/vbauto/cidade'],
      ['Detrans', '/vbconnection/vbauto/detran'],
      ['Grupos Econômicos', '/vbconnection/vbauto/grupo-economico'],
      ['Despachantes', '/vbconnection/vbauto/despachante'],
      ['Marca / Modelo', '/vbconnection/vbauto/marca-modelo'],
      ['Veículos', '/vbconnection/vbauto/veiculos'],
    ]);
  });
});
