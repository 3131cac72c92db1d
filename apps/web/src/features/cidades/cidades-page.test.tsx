import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { ADMIN, logIn } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import CidadesPage from './cidades-page';
import { fill } from '../../../test/fill';

const SAO_PAULO = { codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' };
const CAMPINAS = { codigoIbge: '3509502', nome: 'Campinas', uf: 'SP' };

/** The municipalities the fake server knows; totalElements says there are many more. */
function serve({ total = 5570, empty = false } = {}) {
  return fakeApi({
    'GET /api/cidades': (request) => {
      const params = new URL(request.url).searchParams;
      if (empty || params.get('nome') === 'xyz') {
        return jsonResponse({ content: [], totalElements: 0 });
      }
      const content = params.get('nome') ? [SAO_PAULO] : [CAMPINAS, SAO_PAULO];
      return jsonResponse({ content, totalElements: params.get('nome') ? 1 : total });
    },
  });
}

const paramsOf = (calls: Request[]) =>
  calls
    .filter((call) => new URL(call.url).pathname === '/api/cidades')
    .map((call) => Object.fromEntries(new URL(call.url).searchParams));

describe('Cidades page', () => {
  it('lists the first page by name with the user’s page size', async () => {
    logIn({ ...ADMIN, qtdItensPagina: 10 });
    const { calls } = serve();
    renderWithProviders(<CidadesPage />);
    const row = (await screen.findByText('São Paulo')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3550308')).toBeInTheDocument();
    expect(within(row).getByText('SP')).toBeInTheDocument();
    expect(screen.getByText(/Total de Registros/)).toHaveTextContent('5.570');
    expect(paramsOf(calls)).toEqual([{ page: '0', size: '10', sort: 'nome,asc' }]);
  });

  it('filters by UF and name (as typed: the server ignores case and accents)', async () => {
    logIn();
    const { calls } = serve();
    renderWithProviders(<CidadesPage />);
    await screen.findByText('Campinas');
    await userEvent.click(screen.getByRole('combobox', { name: 'UF' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));
    await fill(screen.getByRole('textbox', { name: 'Município' }), 'são paulo');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(screen.queryByText('Campinas')).not.toBeInTheDocument());
    expect(screen.getByText('3550308')).toBeInTheDocument();
    expect(paramsOf(calls).at(-1)).toEqual({
      uf: 'SP',
      nome: 'são paulo',
      page: '0',
      size: '5',
      sort: 'nome,asc',
    });
  });

  it('asks the server for the next page and for another order', async () => {
    logIn();
    const { calls } = serve();
    renderWithProviders(<CidadesPage />);
    await screen.findByText('Campinas');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(paramsOf(calls).at(-1)).toMatchObject({ page: '1', size: '5' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por Código IBGE' }));
    await waitFor(() =>
      expect(paramsOf(calls).at(-1)).toMatchObject({ page: '0', sort: 'codigoIbge,asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /Código IBGE/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ordenar por Código IBGE' }));
    await waitFor(() => expect(paramsOf(calls).at(-1)).toMatchObject({ sort: 'codigoIbge,desc' }));
  });

  it('says when nothing matches, and Limpar brings back the whole list', async () => {
    logIn();
    const { calls } = serve();
    renderWithProviders(<CidadesPage />);
    await screen.findByText('Campinas');
    await userEvent.type(screen.getByRole('textbox', { name: 'Município' }), 'xyz');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(await screen.findByText('Campinas')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Município' })).toHaveValue('');
    // The unfiltered first page is still in the cache: the municipalities do not change.
    expect(paramsOf(calls)).toHaveLength(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    logIn();
    let isDown = true;
    fakeApi({
      'GET /api/cidades': () =>
        isDown
          ? jsonResponse([{ mensagem: 'Banco de dados indisponível.' }], 503)
          : jsonResponse({ content: [SAO_PAULO], totalElements: 1 }),
    });
    renderWithProviders(<CidadesPage />);
    expect(await screen.findByText('Não foi possível carregar os municípios.')).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('São Paulo')).toBeInTheDocument();
  });
});
