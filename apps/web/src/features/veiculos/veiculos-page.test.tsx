import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import type { Veiculo } from '@portal/shared/veiculos/schemas';
import { fakeApi, jsonResponse, type FakeHandler } from '../../../test/fake-api';
import { ADMIN, logIn, OPERADOR } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import VeiculosPage from './veiculos-page';
import { fill } from '../../../test/fill';

const PERMISSOES = ['VEICULO_CONSULTAR', 'VEICULO_EDITAR'];
const ADMINISTRADOR: CurrentUser = { ...ADMIN, roles: PERMISSOES };
const MASTER: CurrentUser = {
  ...OPERADOR,
  username: 'master',
  perfil: { perfil: 'MASTER', descricao: 'Master' },
  roles: PERMISSOES,
};

const GOL = {
  id: '00000000-0000-4000-8000-000000000401',
  codigo: 100001,
  marca: 'VW',
  modelo: 'GOL 1.0',
};
const ONIX = {
  id: '00000000-0000-4000-8000-000000000402',
  codigo: 100002,
  marca: 'CHEVROLET',
  modelo: 'ONIX 1.0',
};

const PRATA: Veiculo = {
  id: '00000000-0000-4000-8000-000000000701',
  cliente: { id: '00000000-0000-4000-8000-000000000001', nomeFantasia: 'Banco Demonstração' },
  chassi: '9BWZZZ377VT004251',
  remarcado: false,
  placa: 'ABC1234',
  ufPlaca: 'SP',
  renavam: '63988930216',
  anoFabricacao: 2022,
  anoModelo: 2023,
  marcaModelo: GOL,
  cor: 'PRATA',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function serve(routes: Record<string, FakeHandler> = {}) {
  return fakeApi({
    'POST /api/veiculos/consultar': () => jsonResponse({ content: [PRATA], totalElements: 1 }),
    'GET /api/clientes/todos-combo': () =>
      jsonResponse([{ id: PRATA.cliente.id, nomeFantasia: 'Banco Demonstração' }]),
    'GET /api/marcas-modelos/todos-combo': (request) => {
      const busca = new URL(request.url).searchParams.get('busca')?.toLowerCase() ?? '';
      return jsonResponse(
        [GOL, ONIX].filter((m) =>
          `${m.codigo} ${m.marca} ${m.modelo}`.toLowerCase().includes(busca),
        ),
      );
    },
    [`GET /api/veiculos/${PRATA.id}`]: () => jsonResponse(PRATA),
    ...routes,
  });
}

describe('vehicles page', () => {
  it('lists vehicles with plate, brand/model and years', async () => {
    logIn(ADMINISTRADOR);
    serve();
    renderWithProviders(<VeiculosPage />);
    const row = (await screen.findByText('9BWZZZ377VT004251')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ABC-1234/SP')).toBeInTheDocument();
    expect(within(row).getByText('VW - GOL 1.0')).toBeInTheDocument();
    expect(within(row).getByText('2022/2023')).toBeInTheDocument();
    expect(within(row).getByText('Banco Demonstração')).toBeInTheDocument();
  });

  it('lets a Master register a 0 km vehicle, searching the brand/model on the server', async () => {
    logIn(MASTER);
    let body: unknown;
    const { calls } = serve({
      'POST /api/veiculos': async (request) => {
        body = await request.json();
        return jsonResponse(PRATA, 201);
      },
    });
    renderWithProviders(<VeiculosPage />);
    await screen.findByText('9BWZZZ377VT004251');
    await userEvent.click(screen.getByRole('button', { name: 'Novo veículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo veículo' });
    expect(within(dialog).queryByRole('combobox', { name: 'Cliente' })).not.toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Chassi' }),
      '9bgks48u0lg123456xyz',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Chassi' })).toHaveValue(
      '9BGKS48U0LG123456',
    );
    await fill(within(dialog).getByRole('combobox', { name: 'Marca/Modelo' }), 'onix');
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes('todos-combo?busca=onix'))).toBe(true),
    );
    await userEvent.click(
      await within(dialog).findByRole('option', { name: 'CHEVROLET - ONIX 1.0 (100002)' }),
    );
    await fill(within(dialog).getByLabelText(/^Ano de fabricação/), '2025');
    await fill(within(dialog).getByLabelText(/^Ano modelo/), '2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Veículo cadastrado com sucesso!')).toBeInTheDocument();
    expect(body).toEqual({
      chassi: '9BGKS48U0LG123456',
      remarcado: false,
      placa: null,
      ufPlaca: null,
      renavam: null,
      anoFabricacao: 2025,
      anoModelo: 2026,
      marcaModeloId: ONIX.id,
      cor: null,
    });
  });

  it('accepts 21 characters only with the remarcado flag, and checks the years', async () => {
    logIn(MASTER);
    serve();
    renderWithProviders(<VeiculosPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Novo veículo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo veículo' });
    const chassi = within(dialog).getByRole('textbox', { name: 'Chassi' });
    await fill(chassi, '9BWZZZ377VT004252REM1');
    expect(chassi).toHaveValue('9BWZZZ377VT004252');
    await userEvent.click(within(dialog).getByLabelText(/remarcado/));
    await userEvent.type(chassi, 'REM1');
    expect(chassi).toHaveValue('9BWZZZ377VT004252REM1');
    await fill(within(dialog).getByLabelText(/^Placa/), 'abc1c34');
    expect(within(dialog).getByLabelText(/^Placa/)).toHaveValue('ABC1C34');
    await fill(within(dialog).getByLabelText(/^Ano de fabricação/), '2020');
    await fill(within(dialog).getByLabelText(/^Ano modelo/), '2022');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O ano modelo deve ser o ano de fabricação ou o seguinte'),
    ).toBeInTheDocument();
    // A plate needs its UF; a brand/model must be chosen.
    expect(within(dialog).getAllByText('Campo obrigatório')).toHaveLength(2);
  });

  it('opens a vehicle for editing with its brand/model chosen, and saves it', async () => {
    logIn(ADMINISTRADOR);
    let body: unknown;
    serve({
      [`PUT /api/veiculos/${PRATA.id}`]: async (request) => {
        body = await request.json();
        return jsonResponse(PRATA);
      },
    });
    renderWithProviders(<VeiculosPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Editar ${PRATA.chassi}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar veículo' });
    expect(within(dialog).getByRole('checkbox', { name: /remarcado/ })).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Marca/Modelo' })).toHaveValue(
      'VW - GOL 1.0 (100001)',
    );
    expect(within(dialog).getByLabelText(/^Placa/)).toHaveValue('ABC-1234');
    await userEvent.clear(within(dialog).getByLabelText(/^Cor/));
    await fill(within(dialog).getByLabelText(/^Cor/), 'AZUL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Veículo alterado com sucesso!')).toBeInTheDocument();
    expect(body).toMatchObject({
      clienteId: PRATA.cliente.id,
      placa: 'ABC1234',
      ufPlaca: 'SP',
      marcaModeloId: GOL.id,
      cor: 'AZUL',
    });
  });

  it('filters by plate without the dash and by brand/model', async () => {
    logIn(MASTER);
    const { calls } = serve();
    renderWithProviders(<VeiculosPage />);
    await screen.findByText('9BWZZZ377VT004251');
    const filtros = screen.getByRole('form', { name: 'Filtros' });
    await fill(within(filtros).getByLabelText('Placa'), 'abc1234');
    expect(within(filtros).getByLabelText('Placa')).toHaveValue('ABC-1234');
    await userEvent.click(within(filtros).getByRole('combobox', { name: 'Marca/Modelo' }));
    await userEvent.click(
      await within(filtros).findByRole('option', { name: 'VW - GOL 1.0 (100001)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    const consultas = () => calls.filter((call) => call.url.includes('/veiculos/consultar'));
    await waitFor(() => expect(consultas()).toHaveLength(2));
    expect(await consultas()[1]!.json()).toEqual({ placa: 'ABC1234', marcaModeloId: GOL.id });
  });

  it('shows a re-stamped vehicle as such in the read-only view', async () => {
    logIn(MASTER);
    serve({
      [`GET /api/veiculos/${PRATA.id}`]: () =>
        jsonResponse({ ...PRATA, chassi: '9BWZZZ377VT004251REM', remarcado: true }),
    });
    renderWithProviders(<VeiculosPage />);
    await userEvent.click(
      await screen.findByRole('button', { name: `Visualizar ${PRATA.chassi}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Veículo' });
    expect(within(dialog).getByRole('checkbox', { name: /remarcado/ })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Chassi' })).toHaveValue(
      '9BWZZZ377VT004251REM',
    );
    expect(within(dialog).queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  });

  it('deletes after Sim', async () => {
    logIn(MASTER);
    const { calls } = serve({
      [`DELETE /api/veiculos/${PRATA.id}`]: () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<VeiculosPage />);
    await userEvent.click(await screen.findByRole('button', { name: `Excluir ${PRATA.chassi}` }));
    expect(
      await screen.findByText(`Deseja realmente excluir o veículo de chassi ${PRATA.chassi}?`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Veículo excluído com sucesso!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says the user may not consult, without calling the server', async () => {
    logIn({ ...MASTER, roles: [] });
    const { calls } = serve();
    renderWithProviders(<VeiculosPage />);
    expect(
      await screen.findByText('Você não tem permissão para consultar veículos.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
