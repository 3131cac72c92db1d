import { useState } from 'react';
import { Alert, Badge, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import IconFileExport from '@tabler/icons-react/dist/esm/icons/IconFileExport.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import {
  TIPO_FORNECEDOR_LABELS,
  TIPOS_FORNECEDOR,
  type Fornecedor,
  type FornecedorFiltro,
} from '@portal/shared/fornecedores/schemas';
import { UFS } from '@portal/shared/common/ufs';
import { formatCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import {
  EMPTY_CELL,
  CadastroTable,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
import { DESTINOS_QUERY_KEY } from '../../lib/lookups/destinos';
import { UFS_DETRANS_QUERY_KEY } from '../../lib/lookups/ufs-detrans';
import { ExportFornecedoresDialog } from './export-fornecedores-dialog';
import { FornecedorFormModal, type FornecedorDialog } from './fornecedor-form-modal';
import {
  listFornecedores,
  deleteFornecedor,
  FORNECEDORES_QUERY_KEY,
  type FornecedorSortKey,
} from './fornecedores-api';
import { FORNECEDOR_LABELS as L } from './fornecedores.labels';
import { useFornecedorAccess } from './use-fornecedor-access';

interface Filtros {
  nome: string;
  cnpj: string;
  tipo: string | null;
  uf: string | null;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { nome: '', cnpj: '', tipo: null, uf: null, situacao: 'todos' };

const DEFAULT_SORT: CadastroSort<FornecedorSortKey> = { key: 'nome', direction: 'asc' };

const TIPO_OPTIONS = TIPOS_FORNECEDOR.map((tipo) => ({
  value: tipo,
  label: TIPO_FORNECEDOR_LABELS[tipo],
}));

/** The typed filters as the API takes them: blanks are left out, the CNPJ without its mask. */
function filtroOf(filtros: Filtros): FornecedorFiltro {
  const cnpj = normalizeDocumento(filtros.cnpj);
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(cnpj ? { cnpj } : {}),
    ...(filtros.tipo ? { tipo: filtros.tipo as FornecedorFiltro['tipo'] } : {}),
    ...(filtros.uf ? { uf: filtros.uf as FornecedorFiltro['uf'] } : {}),
    ...ativoOf(filtros.situacao),
  };
}

const COLUMNS: readonly CadastroColumn<Fornecedor, FornecedorSortKey>[] = [
  { label: L.nome, sortKey: 'nome', render: (f) => f.nome },
  {
    label: L.tipo,
    sortKey: 'tipo',
    render: (f) => (
      <Badge variant="light" color={f.tipo === 'DETRAN' ? 'brand' : 'grape'} tt="none">
        {TIPO_FORNECEDOR_LABELS[f.tipo]}
      </Badge>
    ),
  },
  { label: L.uf, sortKey: 'uf', render: (f) => f.uf ?? EMPTY_CELL },
  {
    label: L.cnpj,
    sortKey: 'cnpj',
    isNowrap: true,
    render: (f) => (f.cnpj ? formatCnpj(f.cnpj) || f.cnpj : EMPTY_CELL),
  },
  { label: L.email, render: (f) => f.email ?? EMPTY_CELL },
  {
    label: L.telefone,
    isNowrap: true,
    render: (f) => (f.telefone ? maskTelefone(f.telefone) : EMPTY_CELL),
  },
  { label: L.situacao, render: (f) => <SituacaoBadge ativo={f.ativo} /> },
];

/**
 * The Fornecedores tab of Cadastros: the 27 state Detrans and the other destinations,
 * filtered, paged and sorted by the server, with a dialog to create, view and edit, and the
 * CSV export of the current search (after a justification). The Detrans are reference data:
 * they are edited but never deleted.
 */
export default function FornecedoresTab() {
  const access = useFornecedorAccess();
  const lista = usePagedList({
    queryKey: FORNECEDORES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: DEFAULT_SORT,
    fetchPage: (filtro, { page, size }, sort) => listFornecedores(filtro, { page, size, sort }),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<FornecedorDialog>(null);
  const [isExporting, setIsExporting] = useState(false);

  // A 409 (users or prices still reference it) is told by the global notice.
  const confirmDelete = useConfirmedDelete({
    remove: deleteFornecedor,
    queryKey: FORNECEDORES_QUERY_KEY,
    lookupKeys: [DESTINOS_QUERY_KEY, UFS_DETRANS_QUERY_KEY],
    title: L.tituloExcluir,
    successMessage: L.excluido,
  });

  if (!access.canConsult) {
    return (
      <Alert color="orange" title="Atenção">
        {L.semPermissao}
      </Alert>
    );
  }

  function pesquisar() {
    lista.search();
  }

  function confirmarExclusao(fornecedor: Fornecedor) {
    confirmDelete(fornecedor.id, L.confirmarExclusao(fornecedor.nome));
  }

  const total = lista.query.data?.totalElements ?? 0;

  return (
    <Stack gap="md">
      <CadastroFiltros onSearch={pesquisar} onClear={lista.clear} columns={5}>
        <TextInput
          label={L.nome}
          placeholder="Nome ou razão social"
          value={filtros.nome}
          onChange={(event) => setFiltros({ ...filtros, nome: event.currentTarget.value })}
        />
        <TextInput
          label={L.cnpj}
          placeholder="00.000.000/0000-00"
          value={filtros.cnpj}
          onChange={(event) =>
            setFiltros({ ...filtros, cnpj: maskCnpj(event.currentTarget.value) })
          }
        />
        <Select
          label={L.tipo}
          clearable
          data={TIPO_OPTIONS}
          value={filtros.tipo}
          onChange={(tipo) => setFiltros({ ...filtros, tipo })}
        />
        <Select
          label={L.uf}
          searchable
          clearable
          data={UFS}
          value={filtros.uf}
          onChange={(uf) => setFiltros({ ...filtros, uf })}
        />
        <SituacaoSelect
          value={filtros.situacao}
          onChange={(situacao) => setFiltros({ ...filtros, situacao })}
        />
      </CadastroFiltros>

      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} />}
          disabled={total === 0}
          onClick={() => setIsExporting(true)}
        >
          {L.exportar}
        </Button>
        {access.canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novo}
          </Button>
        )}
      </Group>

      <CadastroTable
        label={L.tabela}
        columns={COLUMNS}
        rows={lista.query.data?.content ?? []}
        rowKey={(f) => f.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        isLoading={lista.query.isPending}
        query={lista.query}
        total={total}
        page={paging.page}
        size={paging.size}
        onPageChange={paging.setPaging}
        minWidth={1000}
        actions={(fornecedor) => (
          <CadastroRowActions
            name={fornecedor.nome}
            onView={() => setDialog({ mode: 'visualizar', id: fornecedor.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: fornecedor.id }) : undefined
            }
            // The Detrans are reference data (one per UF): the server never deletes them.
            onDelete={
              access.canEdit && fornecedor.tipo !== 'DETRAN'
                ? () => confirmarExclusao(fornecedor)
                : undefined
            }
          />
        )}
      />

      <FornecedorFormModal dialog={dialog} onClose={() => setDialog(null)} />
      <ExportFornecedoresDialog
        opened={isExporting}
        onClose={() => setIsExporting(false)}
        filtro={lista.applied}
      />
    </Stack>
  );
}
