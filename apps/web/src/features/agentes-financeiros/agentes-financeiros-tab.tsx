import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Stack } from '@mantine/core';
import type {
  AgenteFinanceiroFiltro,
  AgenteFinanceiroSortKey,
  agenteFinanceiroResumoSchema,
} from '@portal/shared/agentes-financeiros/schemas';
import { UFS_ORDEM_IBGE } from '@portal/shared/common/ufs';
import { formatCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import type { z } from 'zod';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import { ClienteSelect } from '../../components/cliente-select';
import {
  CadastroTable,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroCnpj, FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY } from '../../lib/lookups/agentes-financeiros-of-cliente';
import { clientesComboQuery } from '../../lib/lookups/clientes-combo';
import {
  AgenteFinanceiroFormModal,
  type AgenteFinanceiroDialog,
} from './agente-financeiro-form-modal';
import {
  AGENTES_FINANCEIROS_QUERY_KEY,
  listAgentesFinanceiros,
  deleteAgenteFinanceiro,
} from './agentes-financeiros-api';
import { AGENTE_FINANCEIRO_LABELS as L } from './agentes-financeiros.labels';
import { useAgenteFinanceiroAccess } from './use-agente-financeiro-access';

type AgenteResumo = z.infer<typeof agenteFinanceiroResumoSchema>;

interface Filtros {
  nome: string;
  cnpj: string;
  clienteId: string | null;
  uf: string | null;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { nome: '', cnpj: '', clienteId: null, uf: null, situacao: 'todos' };

const DEFAULT_SORT: CadastroSort<AgenteFinanceiroSortKey> = { key: 'nome', direction: 'asc' };

/** The typed filters as the API takes them: blanks are left out, the CNPJ without its mask. */
function filtroOf(filtros: Filtros): AgenteFinanceiroFiltro {
  const cnpj = normalizeDocumento(filtros.cnpj);
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(cnpj ? { cnpj } : {}),
    ...(filtros.clienteId ? { clienteId: filtros.clienteId } : {}),
    ...(filtros.uf ? { uf: filtros.uf as AgenteFinanceiroFiltro['uf'] } : {}),
    ...ativoOf(filtros.situacao),
  };
}

const COLUMNS: readonly CadastroColumn<AgenteResumo, AgenteFinanceiroSortKey>[] = [
  { label: L.nome, sortKey: 'nome', render: (a) => a.nome },
  { label: L.razaoSocial, sortKey: 'razaoSocial', render: (a) => a.razaoSocial },
  {
    label: L.cnpj,
    sortKey: 'cnpj',
    isNowrap: true,
    render: (a) => formatCnpj(a.cnpj) || a.cnpj,
  },
  { label: L.uf, render: (a) => a.uf },
  { label: L.situacao, render: (a) => <SituacaoBadge ativo={a.ativo} /> },
];

/**
 * The Agentes Financeiros tab of Cadastros: the creditors that sign contracts, filtered,
 * paged and sorted by the server. Choosing a client loads that client's agents at once. A
 * client's user sees only its own client's agents (and no client filter when it has one).
 */
export default function AgentesFinanceirosTab() {
  const access = useAgenteFinanceiroAccess();
  const lista = useCadastroList({
    queryKey: AGENTES_FINANCEIROS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: DEFAULT_SORT,
    fetchPage: (filtro, { page, size }, sort) =>
      listAgentesFinanceiros(filtro, { page, size, sort }),
    enabled: access.canConsult,
    // A 409 (still associated with clients) is told by the global notice.
    deletion: {
      remove: deleteAgenteFinanceiro,
      lookupKeys: [AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY],
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<AgenteFinanceiroDialog>(null);

  const clientes = useQuery({ ...clientesComboQuery(), enabled: access.canConsult });

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  // A client's user has one client: filtering by it would change nothing.
  const hasClienteFilter = (clientes.data?.length ?? 0) > 1;

  function chooseCliente(clienteId: string | null) {
    // Spec: choosing a client loads its agents (and clearing it shows all again).
    lista.applyFilters({ ...lista.filters, clienteId });
  }

  function confirmDelete(agente: AgenteResumo) {
    lista.confirmDelete(agente.id, L.confirmarExclusao(agente.nome));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        onSearch={lista.search}
        onClear={lista.clear}
        columns={hasClienteFilter ? 5 : 4}
      >
        {hasClienteFilter && (
          <ClienteSelect
            label={L.cliente}
            placeholder={L.todosClientes}
            value={lista.filters.clienteId}
            onChange={chooseCliente}
            nothingFoundMessage="Nenhum cliente encontrado"
          />
        )}
        <FiltroTexto lista={lista} name="nome" label={L.nome} placeholder="Nome ou razão social" />
        <FiltroCnpj lista={lista} name="cnpj" label={L.cnpj} />
        <FiltroUf lista={lista} name="uf" label={L.uf} data={UFS_ORDEM_IBGE} />
        <SituacaoSelect lista={lista} />
      </CadastroFiltros>

      {access.canEdit && (
        <NovoButtonRow
          onClick={() =>
            setDialog({
              mode: 'criar',
              // A new agent starts with the client being looked at.
              clienteIds: lista.applied.clienteId ? [lista.applied.clienteId] : [],
            })
          }
        >
          {L.novo}
        </NovoButtonRow>
      )}

      <CadastroTable
        label={L.tabela}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(a) => a.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        actions={(agente) => (
          <CadastroRowActions
            name={agente.nome}
            onView={() => setDialog({ mode: 'visualizar', id: agente.id })}
            onEdit={access.canEdit ? () => setDialog({ mode: 'editar', id: agente.id }) : undefined}
            onDelete={access.canEdit ? () => confirmDelete(agente) : undefined}
          />
        )}
      />

      <AgenteFinanceiroFormModal dialog={dialog} onClose={() => setDialog(null)} access={access} />
    </Stack>
  );
}
