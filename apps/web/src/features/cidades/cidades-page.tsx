import { Stack } from '@mantine/core';
import type { Cidade } from '@portal/shared/cidades/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { CadastroTable, type CadastroColumn } from '../../components/cadastro-table';
import { FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { pagedTableProps } from '../../hooks/use-cadastro-list';
import { usePagedList } from '../../hooks/use-paged-list';
import {
  CIDADES_QUERY_KEY,
  listCidades,
  type CidadeSortKey,
  type CidadesFiltro,
  type CidadesOrdem,
} from './cidades-api';
import { CIDADE_LABELS as L } from './cidades.labels';

interface Filtros {
  uf: string | null;
  nome: string;
}

const SEM_FILTROS: Filtros = { uf: null, nome: '' };

/** The API's own default: by name. */
const ORDEM_PADRAO: CidadesOrdem = { key: 'nome', direction: 'asc' };

function filtroOf(filtros: Filtros): CidadesFiltro {
  return {
    ...(filtros.uf ? { uf: filtros.uf } : {}),
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
  };
}

const COLUMNS: CadastroColumn<Cidade, CidadeSortKey>[] = [
  {
    label: L.codigoIbge,
    sortKey: 'codigoIbge',
    width: 140,
    render: (cidade) => <span style={{ fontFamily: 'monospace' }}>{cidade.codigoIbge}</span>,
  },
  { label: L.nome, sortKey: 'nome', render: (cidade) => cidade.nome },
  { label: L.uf, sortKey: 'uf', width: 70, render: (cidade) => cidade.uf },
];

/**
 * Cidades (Parametrização): the IBGE municipalities, read only. UF and name filters, sorted and
 * paged by the server; the name is matched without case or accents, as the API does.
 */
export default function CidadesPage() {
  const lista = usePagedList({
    queryKey: CIDADES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, ordem) => listCidades(filtro, page, size, ordem),
    // The municipalities change only when the system loads a new IBGE table.
    staleTime: Infinity,
  });

  return (
    <Stack gap="md">
      <CadastroFiltros
        gridCols={{ base: 1, sm: 2 }}
        maxWidth={720}
        footnote={L.fonte}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroUf lista={lista} name="uf" label={L.uf} placeholder={L.todasUfs} withNames />
        <FiltroTexto
          lista={lista}
          name="nome"
          label={L.nome}
          placeholder={L.nomePlaceholder}
          maxLength={100}
        />
      </CadastroFiltros>

      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(cidade) => cidade.codigoIbge}
        sort={lista.sort}
        onSort={lista.changeSort}
        sortButtonLabel={L.ordenarPor}
        failureMessage={L.falha}
        minWidth={340}
      />
    </Stack>
  );
}
