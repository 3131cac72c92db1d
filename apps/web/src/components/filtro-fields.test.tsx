import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { SituacaoSelect, type Situacao } from './cadastro-filtros';
import { FiltroCliente } from './cliente-select';
import {
  FiltroCnpj,
  FiltroCpfCnpj,
  FiltroNumero,
  FiltroSelect,
  FiltroTexto,
  FiltroUf,
} from './filtro-fields';

interface Filtros {
  nome: string;
  cpfCnpj: string;
  cnpj: string;
  codigo: number | null;
  tipo: string | null;
  uf: string | null;
  clienteId: string | null;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = {
  nome: '',
  cpfCnpj: '',
  cnpj: '',
  codigo: null,
  tipo: null,
  uf: null,
  clienteId: null,
  situacao: 'todos',
};

/** A list's filter state, as `usePagedList` gives it, and every field bound to it. */
function FiltrosPanel({
  withCliente = false,
  withUfNames = false,
}: {
  withCliente?: boolean;
  withUfNames?: boolean;
}) {
  const [filters, setFilters] = useState(SEM_FILTROS);
  const lista = { filters, setFilters };
  return (
    <>
      <FiltroTexto lista={lista} name="nome" label="Nome" />
      <FiltroCpfCnpj lista={lista} name="cpfCnpj" label="CPF/CNPJ" />
      <FiltroCnpj lista={lista} name="cnpj" label="CNPJ" />
      <FiltroNumero lista={lista} name="codigo" label="Código" />
      <FiltroSelect lista={lista} name="tipo" label="Tipo" data={['DETRAN', 'OUTRO']} />
      <FiltroUf lista={lista} name="uf" label="UF" withNames={withUfNames} />
      <SituacaoSelect lista={lista} />
      {withCliente && <FiltroCliente lista={lista} label="Cliente" />}
      <output data-testid="filtros">{JSON.stringify(filters)}</output>
    </>
  );
}

function filtros(): Filtros {
  return JSON.parse(screen.getByTestId('filtros').textContent ?? '{}') as Filtros;
}

describe('filter fields bound to a list', () => {
  it('write what is typed, masked, under their own filter and keep the others', async () => {
    renderWithProviders(<FiltrosPanel />);
    await userEvent.type(screen.getByLabelText('Nome'), 'Alfa');
    await userEvent.type(screen.getByLabelText('CPF/CNPJ'), '12345678901');
    await userEvent.type(screen.getByLabelText('CNPJ'), '11222333000181');
    await userEvent.type(screen.getByLabelText('Código'), '42');

    expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue('123.456.789-01');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('placeholder', '00.000.000/0000-00');
    expect(filtros()).toEqual({
      ...SEM_FILTROS,
      nome: 'Alfa',
      cpfCnpj: '123.456.789-01',
      cnpj: '11.222.333/0001-81',
      codigo: 42,
    });

    await userEvent.clear(screen.getByLabelText('Código'));
    expect(filtros().codigo).toBeNull();
  });

  it('pick a choice of a select, a UF and a situation', async () => {
    renderWithProviders(<FiltrosPanel />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await userEvent.click(await screen.findByRole('option', { name: 'OUTRO' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'SP');
    await userEvent.click(await screen.findByRole('option', { name: 'SP' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inativos' }));

    expect(filtros()).toEqual({ ...SEM_FILTROS, tipo: 'OUTRO', uf: 'SP', situacao: 'inativos' });
  });

  it("offer the UFs by name when asked ('SP - São Paulo') and keep the abbreviation", async () => {
    renderWithProviders(<FiltrosPanel withUfNames />);
    await userEvent.type(screen.getByRole('combobox', { name: 'UF' }), 'São');
    expect(screen.queryByRole('option', { name: 'SP' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'SP - São Paulo' }));

    expect(screen.getByRole('combobox', { name: 'UF' })).toHaveValue('SP - São Paulo');
    expect(filtros().uf).toBe('SP');
  });

  it("bind the 'Cliente' select to the filter clienteId", async () => {
    fakeApi({
      'GET /api/clientes/todos-combo': () =>
        jsonResponse([
          { id: 'c1', nomeFantasia: 'Banco Alfa' },
          { id: 'c2', nomeFantasia: 'Banco Beta' },
        ]),
    });
    renderWithProviders(<FiltrosPanel withCliente />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Cliente' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Banco Beta' }));
    expect(filtros().clienteId).toBe('c2');
  });
});
