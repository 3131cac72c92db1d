import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import type {
  GrupoEconomico,
  GrupoEconomicoFiltro,
} from '@portal/shared/grupos-economicos/schemas';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import { CadastroTable, EMPTY_CELL, type CadastroColumn } from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
import { GRUPOS_ECONOMICOS_COMBO_QUERY_KEY } from '../../lib/lookups/grupos-economicos-combo';
import { listGrupos, deleteGrupo, GRUPOS_QUERY_KEY } from './grupos-economicos-api';
import { GRUPO_LABELS as L } from './grupos-economicos.labels';
import { GrupoEconomicoModal, type GrupoDialog } from './grupo-economico-form-modal';
import { useGrupoEconomicoAccess } from './use-grupo-economico-access';

interface Filtros {
  nome: string;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { nome: '', situacao: 'todos' };

function filtroOf(filtros: Filtros): GrupoEconomicoFiltro {
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...ativoOf(filtros.situacao),
  };
}

/** The list's columns, in the server's order (by name): no header sorts. */
const COLUMNS: CadastroColumn<GrupoEconomico>[] = [
  { label: L.nome, render: (grupo) => grupo.nome },
  {
    label: L.descricao,
    render: (grupo) => (
      <Text size="sm" c={grupo.descricao ? undefined : 'dimmed'} lineClamp={2}>
        {grupo.descricao ?? EMPTY_CELL}
      </Text>
    ),
  },
  { label: L.clientes, width: 90, align: 'right', render: (grupo) => grupo.quantidadeClientes },
  { label: L.situacao, width: 110, render: (grupo) => <SituacaoBadge ativo={grupo.ativo} /> },
];

/**
 * Grupos Econômicos (Parametrização): the conglomerates clients belong to. A list paged by
 * the server; the registradora creates, edits and deletes (refused while clients belong to
 * the group: the server's message says how many); anyone who may list them sees the clients.
 */
export default function GruposEconomicosPage() {
  const access = useGrupoEconomicoAccess();
  const lista = usePagedList({
    queryKey: GRUPOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => listGrupos(filtro, page, size),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<GrupoDialog>(null);

  const confirmDelete = useConfirmedDelete({
    remove: deleteGrupo,
    queryKey: GRUPOS_QUERY_KEY,
    lookupKeys: [GRUPOS_ECONOMICOS_COMBO_QUERY_KEY],
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

  function confirmarExclusao(grupo: GrupoEconomico) {
    confirmDelete(grupo.id, L.confirmarExclusao(grupo.nome));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        gridCols={{ base: 1, sm: 2 }}
        maxWidth={720}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <TextInput
          label={L.nome}
          maxLength={150}
          value={filtros.nome}
          onChange={(event) => setFiltros({ ...filtros, nome: event.currentTarget.value })}
        />
        <SituacaoSelect
          value={filtros.situacao}
          onChange={(situacao) => setFiltros({ ...filtros, situacao })}
        />
      </CadastroFiltros>

      {access.canEdit && (
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
        rowKey={(grupo) => grupo.id}
        actions={(grupo) => (
          <CadastroRowActions
            name={grupo.nome}
            onView={() => setDialog({ mode: 'visualizar', id: grupo.id })}
            onEdit={access.canEdit ? () => setDialog({ mode: 'editar', id: grupo.id }) : undefined}
            onDelete={access.canEdit ? () => confirmarExclusao(grupo) : undefined}
          />
        )}
        isLoading={lista.query.isPending}
        query={lista.query}
        failureMessage={L.falha}
        total={lista.query.data?.totalElements ?? 0}
        page={paging.page}
        size={paging.size}
        onPageChange={paging.setPaging}
        minWidth={700}
      />

      <GrupoEconomicoModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
