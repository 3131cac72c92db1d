import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
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
import { FiltroTexto } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
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
  const lista = useCadastroList({
    queryKey: GRUPOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => listGrupos(filtro, page, size),
    enabled: access.canConsult,
    deletion: {
      remove: deleteGrupo,
      lookupKeys: [GRUPOS_ECONOMICOS_COMBO_QUERY_KEY],
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<GrupoDialog>(null);

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function confirmDelete(grupo: GrupoEconomico) {
    lista.confirmDelete(grupo.id, L.confirmarExclusao(grupo.nome));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        gridCols={{ base: 1, sm: 2 }}
        maxWidth={720}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroTexto lista={lista} name="nome" label={L.nome} maxLength={150} />
        <SituacaoSelect lista={lista} />
      </CadastroFiltros>

      {access.canEdit && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}

      <CadastroTable
        label={L.lista}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(grupo) => grupo.id}
        actions={(grupo) => (
          <CadastroRowActions
            name={grupo.nome}
            onView={() => setDialog({ mode: 'visualizar', id: grupo.id })}
            onEdit={access.canEdit ? () => setDialog({ mode: 'editar', id: grupo.id }) : undefined}
            onDelete={access.canEdit ? () => confirmDelete(grupo) : undefined}
          />
        )}
        failureMessage={L.falha}
        minWidth={700}
      />

      <GrupoEconomicoModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
