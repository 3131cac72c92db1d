import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MarcaModeloCombo } from '@portal/shared/common/opcoes';
import { fakeApi, jsonResponse, recordLoaderAtCalls } from '../../test/fake-api';
import { fill } from '../../test/fill';
import { renderWithProviders } from '../../test/render';
import { pendingRequests } from '../lib/pending-requests';
import { MarcaModeloSelect } from './marca-modelo-select';

const GOL: MarcaModeloCombo = {
  id: '11111111-1111-4111-8111-111111111111',
  codigo: 100001,
  marca: 'VW',
  modelo: 'GOL 1.0',
};

function Escolha() {
  const [value, setValue] = useState<MarcaModeloCombo | null>(null);
  return (
    <>
      <MarcaModeloSelect label="Marca/Modelo" value={value} onChange={setValue} />
      <output>{value ? value.modelo : 'nenhum'}</output>
    </>
  );
}

describe('MarcaModeloSelect', () => {
  it('searches as the person types without the full-screen loader, saying in the field that it is looking', async () => {
    // Each search is answered only when the test says so.
    const pendentes: (() => void)[] = [];
    fakeApi({
      'GET /api/marcas-modelos/todos-combo': (request) =>
        new Promise((resolve) => {
          const busca = new URL(request.url).searchParams.get('busca') ?? '';
          pendentes.push(() => resolve(jsonResponse(busca === 'gol' || !busca ? [GOL] : [])));
        }),
    });
    const calls = recordLoaderAtCalls();
    renderWithProviders(<Escolha />);
    const campo = screen.getByRole('combobox', { name: 'Marca/Modelo' });

    // The first list: the field says it is looking, the page has no loader over it.
    // A live region, so that a screen reader says it too.
    const situacao = await screen.findByText('Buscando marcas e modelos');
    expect(situacao).toHaveAttribute('role', 'status');
    expect(pendingRequests.getCount()).toBe(0);
    pendentes.shift()!();
    await waitFor(() => expect(situacao).toBeEmptyDOMElement());

    // From the moment the term changes, before the search goes out after a pause. Pasted, not
    // typed key by key: on a busy machine a pause between keys would send 'g' and 'go' too.
    await fill(campo, 'gol');
    expect(situacao).toHaveTextContent('Buscando marcas e modelos');
    await waitFor(() => expect(pendentes).toHaveLength(1));
    expect(pendingRequests.getCount()).toBe(0);
    // The list of a search still running does not say that nothing was found.
    expect(screen.getByText('Buscando...')).toBeVisible();
    expect(screen.queryByText('Nenhum registro encontrado')).toBeNull();
    pendentes.shift()!();
    await userEvent.click(await screen.findByRole('option', { name: 'VW - GOL 1.0 (100001)' }));
    expect(screen.getByText('GOL 1.0')).toBeInTheDocument();

    expect(calls.map((call) => [call.path, call.isBackground, call.count])).toEqual([
      ['/api/marcas-modelos/todos-combo', true, 0],
      ['/api/marcas-modelos/todos-combo', true, 0],
    ]);
  });
});
