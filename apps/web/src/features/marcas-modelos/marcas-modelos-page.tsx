import { useState } from 'react';
import { Badge, Select, Stack } from '@mantine/core';
import {
  MARCA_MODELO_CODIGO_MAX,
  marcaModeloLabel,
  type MarcaModelo,
  type MarcaModeloFiltro,
  type MarcaModeloSortKey,
} from '@portal/shared/marcas-modelos/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import {
  CadastroTable,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroNumero, FiltroTexto, setFiltro } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { MARCAS_MODELOS_COMBO_QUERY_KEY } from '../../lib/lookups/marcas-modelos-combo';
import {
  listMarcasModelos,
  deleteMarcaModelo,
  MARCAS_MODELOS_QUERY_KEY,
} from './marcas-modelos-api';
import { MARCA_MODELO_LABELS as L } from './marcas-modelos.labels';
import { MarcaModeloFormModal, type MarcaModeloDialog } from './marca-modelo-form-modal';
import { useMarcaModeloAccess } from './use-marca-modelo-access';

interface Filtros {
  codigo: number | null;
  marca: string;
  modelo: string;
  situacao: 'todos' | 'ativos' | 'inativos';
}

const SEM_FILTROS: Filtros = { codigo: null, marca: '', modelo: '', situacao: 'todos' };

const ORDEM_PADRAO: CadastroSort<MarcaModeloSortKey> = { key: 'marca', direction: 'asc' };

// The shared SituacaoBadge/SituacaoSelect say 'Ativo'/'Todos'; 'marca/modelo' is feminine.
const COLUMNS: CadastroColumn<MarcaModelo, MarcaModeloSortKey>[] = [
  { label: L.codigoColuna, sortKey: 'codigo', render: (m) => m.codigo },
  { label: L.marca, sortKey: 'marca', render: (m) => m.marca },
  { label: L.modelo, sortKey: 'modelo', render: (m) => m.modelo },
  {
    label: L.situacao,
    render: (m) => (
      <Badge color={m.ativo ? 'teal' : 'gray'} variant="light">
        {m.ativo ? L.ativa : L.inativa}
      </Badge>
    ),
  },
  { label: L.veiculos, render: (m) => m.quantidadeVeiculos.toLocaleString('pt-BR') },
];

/** The typed filters as the API takes them: blanks are left out. */
function filtroOf(filtros: Filtros): MarcaModeloFiltro {
  return {
    ...(filtros.codigo ? { codigo: filtros.codigo } : {}),
    ...(filtros.marca.trim() ? { marca: filtros.marca.trim() } : {}),
    ...(filtros.modelo.trim() ? { modelo: filtros.modelo.trim() } : {}),
    ...(filtros.situacao === 'todos' ? {} : { ativo: filtros.situacao === 'ativos' }),
  };
}

/**
 * The brand/model catalogue (Parametrização > Marca / Modelo): the RENAVAM brand/model codes
 * vehicles point at. Everyone reads it; the registradora's parametrization keeps it.
 */
export default function MarcasModelosPage() {
  const { canEdit } = useMarcaModeloAccess();
  const lista = useCadastroList({
    queryKey: MARCAS_MODELOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listMarcasModelos(filtro, page, size, sortParamOf(sort)),
    deletion: {
      remove: deleteMarcaModelo,
      lookupKeys: [MARCAS_MODELOS_COMBO_QUERY_KEY],
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<MarcaModeloDialog>(null);

  function confirmDelete(marcaModelo: MarcaModelo) {
    lista.confirmDelete(marcaModelo.id, L.confirmarExclusao(marcaModeloLabel(marcaModelo)));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros onSearch={lista.search} onClear={lista.clear}>
        <FiltroNumero
          lista={lista}
          name="codigo"
          label={L.codigoColuna}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          max={MARCA_MODELO_CODIGO_MAX}
        />
        <FiltroTexto lista={lista} name="marca" label={L.marca} />
        <FiltroTexto lista={lista} name="modelo" label={L.modelo} />
        <Select
          label={L.situacao}
          allowDeselect={false}
          data={[
            { value: 'todos', label: L.todos },
            { value: 'ativos', label: L.ativos },
            { value: 'inativos', label: L.inativos },
          ]}
          value={lista.filters.situacao}
          onChange={(situacao) =>
            setFiltro(lista, 'situacao', (situacao ?? 'todos') as Filtros['situacao'])
          }
        />
      </CadastroFiltros>

      {canEdit && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}

      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(marcaModelo) => marcaModelo.id}
        actions={(marcaModelo) => (
          <CadastroRowActions
            name={marcaModeloLabel(marcaModelo)}
            onView={() => setDialog({ mode: 'visualizar', id: marcaModelo.id })}
            onEdit={canEdit ? () => setDialog({ mode: 'editar', id: marcaModelo.id }) : undefined}
            onDelete={canEdit ? () => confirmDelete(marcaModelo) : undefined}
          />
        )}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={700}
      />

      <MarcaModeloFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
