import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
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
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
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
  const lista = usePagedList({
    queryKey: MARCAS_MODELOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listMarcasModelos(filtro, page, size, sortParamOf(sort)),
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<MarcaModeloDialog>(null);

  const confirmDelete = useConfirmedDelete({
    remove: deleteMarcaModelo,
    queryKey: MARCAS_MODELOS_QUERY_KEY,
    lookupKeys: [MARCAS_MODELOS_COMBO_QUERY_KEY],
    title: L.tituloExcluir,
    successMessage: L.excluido,
  });

  function confirmarExclusao(marcaModelo: MarcaModelo) {
    confirmDelete(marcaModelo.id, L.confirmarExclusao(marcaModeloLabel(marcaModelo)));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros onSearch={lista.search} onClear={lista.clear}>
        <NumberInput
          label={L.codigoColuna}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          max={MARCA_MODELO_CODIGO_MAX}
          value={filtros.codigo ?? ''}
          onChange={(codigo) =>
            setFiltros({ ...filtros, codigo: typeof codigo === 'number' ? codigo : null })
          }
        />
        <TextInput
          label={L.marca}
          value={filtros.marca}
          onChange={(event) => setFiltros({ ...filtros, marca: event.currentTarget.value })}
        />
        <TextInput
          label={L.modelo}
          value={filtros.modelo}
          onChange={(event) => setFiltros({ ...filtros, modelo: event.currentTarget.value })}
        />
        <Select
          label={L.situacao}
          allowDeselect={false}
          data={[
            { value: 'todos', label: L.todos },
            { value: 'ativos', label: L.ativos },
            { value: 'inativos', label: L.inativos },
          ]}
          value={filtros.situacao}
          onChange={(situacao) =>
            setFiltros({ ...filtros, situacao: (situacao ?? 'todos') as Filtros['situacao'] })
          }
        />
      </CadastroFiltros>

      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novo}
          </Button>
        </Group>
      )}

      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        rows={lista.query.data?.content ?? []}
        rowKey={(marcaModelo) => marcaModelo.id}
        actions={(marcaModelo) => (
          <CadastroRowActions
            name={marcaModeloLabel(marcaModelo)}
            onView={() => setDialog({ mode: 'visualizar', id: marcaModelo.id })}
            onEdit={canEdit ? () => setDialog({ mode: 'editar', id: marcaModelo.id }) : undefined}
            onDelete={canEdit ? () => confirmarExclusao(marcaModelo) : undefined}
          />
        )}
        sort={lista.sort}
        onSort={lista.changeSort}
        isLoading={lista.query.isPending}
        query={lista.query}
        total={lista.query.data?.totalElements ?? 0}
        page={paging.page}
        size={paging.size}
        onPageChange={paging.setPaging}
        minWidth={700}
      />

      <MarcaModeloFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
