import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse } from '../../../test/fake-api';
import { logIn } from '../../../test/fixtures';
import {
  AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY,
  agentesFinanceirosOfClienteQuery,
} from './agentes-financeiros-of-cliente';
import { CIDADES_OF_UF_QUERY_KEY, cidadesOfUfQuery } from './cidades-of-uf';
import { CLIENTES_COMBO_QUERY_KEY, clientesComboQuery } from './clientes-combo';
import { DESTINOS_QUERY_KEY, destinosQuery } from './destinos';
import { DETRAN_FORMULARIO_QUERY_KEY, detranFormularioQuery } from './detran-formulario';
import {
  DETRAN_REGRAS_CONTRATO_QUERY_KEY,
  detranRegrasContratoQuery,
} from './detran-regras-contrato';
import {
  GRUPOS_ECONOMICOS_COMBO_QUERY_KEY,
  gruposEconomicosComboQuery,
} from './grupos-economicos-combo';
import { MARCAS_MODELOS_COMBO_QUERY_KEY, marcasModelosComboQuery } from './marcas-modelos-combo';
import { SERVICOS_COMBO_QUERY_KEY, servicosComboQuery } from './servicos-combo';
import { UFS_DETRANS_QUERY_KEY, ufsDetransQuery } from './ufs-detrans';

const CLIENTE_ID = '00000000-0000-4000-8000-000000000101';

/** Each lookup: the key its writers refresh, and its query for one sample argument. */
const LOOKUPS = [
  { refreshKey: CLIENTES_COMBO_QUERY_KEY, query: clientesComboQuery() },
  {
    refreshKey: AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY,
    query: agentesFinanceirosOfClienteQuery(CLIENTE_ID),
  },
  { refreshKey: GRUPOS_ECONOMICOS_COMBO_QUERY_KEY, query: gruposEconomicosComboQuery() },
  { refreshKey: CIDADES_OF_UF_QUERY_KEY, query: cidadesOfUfQuery('SP') },
  { refreshKey: MARCAS_MODELOS_COMBO_QUERY_KEY, query: marcasModelosComboQuery('gol') },
  { refreshKey: DESTINOS_QUERY_KEY, query: destinosQuery() },
  { refreshKey: UFS_DETRANS_QUERY_KEY, query: ufsDetransQuery() },
  { refreshKey: SERVICOS_COMBO_QUERY_KEY, query: servicosComboQuery() },
  { refreshKey: DETRAN_FORMULARIO_QUERY_KEY, query: detranFormularioQuery('f-pr') },
  { refreshKey: DETRAN_REGRAS_CONTRATO_QUERY_KEY, query: detranRegrasContratoQuery('f-pr') },
];

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/** A query client of its own per fetch, so that no answer comes from another's cache. */
const queryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('lookups', () => {
  it('keep their keys stable', () => {
    expect(LOOKUPS.map(({ query }) => query.queryKey)).toEqual([
      ['lookups', 'clientes/todos-combo'],
      ['lookups', 'agentesFinanceiros/clientes', CLIENTE_ID],
      ['lookups', 'grupos-economicos/todos-combo'],
      ['lookups', 'cidades', 'SP'],
      ['lookups', 'marcas-modelos/todos-combo', 'gol'],
      ['lookups', 'fornecedores/destinos'],
      ['lookups', 'fornecedores/ufs-detrans'],
      ['lookups', 'servicos'],
      ['lookups', 'form/detran', 'f-pr'],
      ['lookups', 'form/contrato/detran', 'f-pr'],
    ]);
    // The same arguments give the same key: a second component shares the first one's cache.
    expect(marcasModelosComboQuery('gol').queryKey).toEqual(
      marcasModelosComboQuery('gol').queryKey,
    );
    expect(cidadesOfUfQuery('RJ').queryKey).not.toEqual(cidadesOfUfQuery('SP').queryKey);
  });

  it('refresh their own list and no other', () => {
    for (const [index, { refreshKey, query }] of LOOKUPS.entries()) {
      expect(startsWith(query.queryKey, refreshKey)).toBe(true);
      const others = LOOKUPS.filter((_, other) => other !== index);
      for (const other of others) expect(startsWith(other.query.queryKey, refreshKey)).toBe(false);
    }
  });

  it('stay apart from the features’ own keys', () => {
    // Features key their lists by the API resource ('clientes', 'fornecedores'...): refreshing
    // a feature must not silently stand in for refreshing a lookup, nor the other way round.
    for (const { query } of LOOKUPS) expect(query.queryKey[0]).toBe('lookups');
  });

  it('ask the API for the clients combo', async () => {
    logIn();
    const clientes = [{ id: CLIENTE_ID, nomeFantasia: 'Banco Exemplo' }];
    const { calls } = fakeApi({ 'GET /api/clientes/todos-combo': () => jsonResponse(clientes) });
    await expect(queryClient().fetchQuery(clientesComboQuery())).resolves.toEqual(clientes);
    expect(calls.map((call) => call.url)).toEqual([
      `${window.location.origin}/api/clientes/todos-combo`,
    ]);
  });

  it("ask the API for a client's financial agents", async () => {
    logIn();
    const agentes = [
      {
        id: '00000000-0000-4000-8000-000000000201',
        nome: 'Financeira Exemplo',
        cnpj: '12345678000195',
        ativo: true,
        agenteFinanceiroClienteId: '00000000-0000-4000-8000-000000000301',
        clienteId: CLIENTE_ID,
      },
    ];
    fakeApi({
      [`GET /api/agentesFinanceiros/clientes/${CLIENTE_ID}`]: () => jsonResponse(agentes),
    });
    await expect(
      queryClient().fetchQuery(agentesFinanceirosOfClienteQuery(CLIENTE_ID)),
    ).resolves.toEqual(agentes);
  });

  it('ask the API for every city of a UF in one page', async () => {
    logIn();
    const saoPaulo = { codigoIbge: '3550308', nome: 'São Paulo', uf: 'SP' };
    const { calls } = fakeApi({
      'GET /api/cidades': () =>
        jsonResponse({
          content: [saoPaulo],
          totalElements: 1,
          totalPages: 1,
          number: 0,
          size: 6000,
        }),
    });
    await expect(queryClient().fetchQuery(cidadesOfUfQuery('SP'))).resolves.toEqual([saoPaulo]);
    const searchParams = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries(searchParams)).toEqual({ uf: 'SP', size: '6000' });
  });

  it('search brand/models on the server, without a blank search term', async () => {
    logIn();
    const gol = { id: 'mm-1', codigo: 100001, marca: 'VW', modelo: 'GOL 1.0' };
    const { calls } = fakeApi({ 'GET /api/marcas-modelos/todos-combo': () => jsonResponse([gol]) });
    await expect(queryClient().fetchQuery(marcasModelosComboQuery('gol'))).resolves.toEqual([gol]);
    await queryClient().fetchQuery(marcasModelosComboQuery(''));
    expect(calls.map((call) => new URL(call.url).search)).toEqual(['?busca=gol', '']);
  });

  it('ask the API for the economic groups, destinations, Detrans and service types', async () => {
    logIn();
    const grupos = [{ id: 'g-1', nome: 'Grupo Exemplo' }];
    const destinos = [{ id: 'f-1', nome: 'Detran-SP', uf: 'SP', tipo: 'DETRAN' }];
    const ufs = [{ uf: 'SP', estado: 'São Paulo', fornecedorId: 'f-1', nome: 'Detran-SP' }];
    const servico = {
      codigo: 1,
      nome: 'Registro de contrato',
      descricao: null,
      ativo: true,
      referencia: true,
    };
    const { calls } = fakeApi({
      'GET /api/grupos-economicos/todos-combo': () => jsonResponse(grupos),
      'GET /api/fornecedores/destinos': () => jsonResponse(destinos),
      'GET /api/fornecedores/ufs-detrans': () => jsonResponse(ufs),
      'GET /api/servicos': () =>
        jsonResponse({ content: [servico], totalElements: 1, totalPages: 1, number: 0, size: 100 }),
    });
    await expect(queryClient().fetchQuery(gruposEconomicosComboQuery())).resolves.toEqual(grupos);
    await expect(queryClient().fetchQuery(destinosQuery())).resolves.toEqual(destinos);
    await expect(queryClient().fetchQuery(ufsDetransQuery())).resolves.toEqual(ufs);
    await expect(queryClient().fetchQuery(servicosComboQuery())).resolves.toEqual([servico]);
    expect(Object.fromEntries(new URL(calls[3]!.url).searchParams)).toEqual({
      page: '0',
      size: '100',
      sort: 'codigo,asc',
    });
  });
});
