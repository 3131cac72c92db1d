import { useState } from 'react';
import { Badge, Button, Group, Stack } from '@mantine/core';
import IconFileExport from '@tabler/icons-react/dist/esm/icons/IconFileExport.mjs';
import {
  TIPO_FORNECEDOR_LABELS,
  TIPOS_FORNECEDOR,
  type Fornecedor,
  type FornecedorFiltro,
} from '@portal/shared/fornecedores/schemas';
import { formatCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
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
import { FiltroCnpj, FiltroSelect, FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { NovoButton } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
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
  const lista = useCadastroList({
    queryKey: FORNECEDORES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: DEFAULT_SORT,
    fetchPage: (filtro, { page, size }, sort) => listFornecedores(filtro, { page, size, sort }),
    enabled: access.canConsult,
    // A 409 (users or prices still reference it) is told by the global notice.
    deletion: {
      remove: deleteFornecedor,
      lookupKeys: [DESTINOS_QUERY_KEY, UFS_DETRANS_QUERY_KEY],
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<FornecedorDialog>(null);
  const [isExporting, setIsExporting] = useState(false);

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function search() {
    lista.search();
  }

  function confirmDelete(fornecedor: Fornecedor) {
    lista.confirmDelete(fornecedor.id, L.confirmarExclusao(fornecedor.nome));
  }

  const tableProps = pagedTableProps(lista);

  return (
    <Stack gap="md">
      <CadastroFiltros onSearch={search} onClear={lista.clear} columns={5}>
        <FiltroTexto lista={lista} name="nome" label={L.nome} placeholder="Nome ou razão social" />
        <FiltroCnpj lista={lista} name="cnpj" label={L.cnpj} />
        <FiltroSelect lista={lista} name="tipo" label={L.tipo} clearable data={TIPO_OPTIONS} />
        <FiltroUf lista={lista} name="uf" label={L.uf} />
        <SituacaoSelect lista={lista} />
      </CadastroFiltros>

      <Group justify="flex-end">
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} />}
          disabled={tableProps.total === 0}
          onClick={() => setIsExporting(true)}
        >
          {L.exportar}
        </Button>
        {access.canEdit && (
          <NovoButton onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButton>
        )}
      </Group>

      <CadastroTable
        label={L.tabela}
        columns={COLUMNS}
        {...tableProps}
        rowKey={(f) => f.id}
        sort={lista.sort}
        onSort={lista.changeSort}
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
                ? () => confirmDelete(fornecedor)
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
