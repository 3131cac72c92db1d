import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { MarcaModelo } from '@portal/shared/marcas-modelos/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import MarcasModelosPage from './marcas-modelos-page';
import { fill } from '../../../test/fill';

const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: ['ADMINISTRACAO_PARAMETRIZACAO'] };

const GOL: MarcaModelo = {
  id: '00000000-0000-4000-8000-000000000401',
  codigo: 100001,
  marca: 'VW',
  modelo: 'GOL 1.0',
  ativo: true,
  quantidadeVeiculos: 1234,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /api/marcas-modelos/consultar': () => jsonResponse({ content: [GOL], totalElements: 1 }),
    [`GET /api/marcas-modelos/${GOL.id}`]: () => jsonResponse(GOL),
    ...routes,
  });
}

describe('brand/model catalogue page', () => {
  it('lists the catalogue with each model’s vehicle count', async () => {
    logIn(ADMINISTRADOR);
    serve();
    renderWithProviders(<MarcasModelosPage />);
    const row = (await screen.findByText('GOL 1.0')).closest('tr') as HTMLElement;
    expect(within(row).getByText('100001')).toBeInTheDocument();
    expect(within(row).getByText('VW')).toBeInTheDocument();
    expect(within(row).getByText('Ativa')).toBeInTheDocument();
    expect(within(row).getByText('1.234')).toBeInTheDocument();
  });

  it('filters by code, brand and situation', async () => {
    logIn(ADMINISTRADOR);
    const { calls } = serve();
    renderWithProviders(<MarcasModelosPage />);
    await screen.findByText('GOL 1.0');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('Código'), '100001');
    await userEvent.type(within(filtros).getByLabelText('Marca'), 'vw');
    await userEvent.click(within(filtros).getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inativas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls.filter((c) => c.url.includes('consultar'))).toHaveLength(2));
    const last = calls.filter((c) => c.url.includes('consultar'))[1]!;
    expect(await last.json()).toEqual({ codigo: 100001, marca: 'vw', ativo: false });
  });

  it('lets the registradora add a model, checking the fields first', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    serve({
      'POST /api/marcas-modelos': async (request) => {
        body = await request.json();
        return jsonResponse({ ...GOL, id: 'novo' }, 201);
      },
    });
    renderWithProviders(<MarcasModelosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Nova marca/modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova marca/modelo' });
    expect(within(dialog).getByRole('switch', { name: 'Ativa' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(3);
    await fill(within(dialog).getByLabelText(/^Código RENAVAM/), '200100');
    await fill(within(dialog).getByLabelText(/^Marca/), 'TOYOTA');
    await fill(within(dialog).getByLabelText(/^Modelo/), 'COROLLA 2.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Marca/modelo cadastrada com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({ codigo: 200100, marca: 'TOYOTA', modelo: 'COROLLA 2.0', ativo: true });
  });

  it('shows the server’s refusal to delete a model in use', async () => {
    logIn(ADMINISTRADOR);
    serve({
      [`DELETE /api/marcas-modelos/${GOL.id}`]: () =>
        jsonResponse(
          [{ mensagem: 'A marca/modelo não pode ser excluída: 1 veículo a utiliza.' }],
          409,
        ),
    });
    renderWithProviders(<MarcasModelosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir VW - GOL 1.0' }));
    expect(
      await screen.findByText('Deseja realmente excluir a marca/modelo VW - GOL 1.0?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('A marca/modelo não pode ser excluída: 1 veículo a utiliza.'),
    ).toBeInTheDocument();
  });

  it('lets a client’s user read the catalogue, not change it', async () => {
    logIn({ ...OPERADOR, roles: ['ADMINISTRACAO_PARAMETRIZACAO'] });
    serve();
    renderWithProviders(<MarcasModelosPage />);
    await screen.findByText('GOL 1.0');
    expect(screen.queryByRole('button', { name: 'Nova marca/modelo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Visualizar VW - GOL 1.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marca/modelo' });
    expect(within(dialog).getByLabelText(/^Código RENAVAM/)).toHaveValue('100001');
    expect(within(dialog).getByLabelText(/^Marca/)).toBeDisabled();
  });
});
