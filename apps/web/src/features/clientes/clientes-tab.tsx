import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import { UFS_ORDEM_IBGE } from '@portal/shared/common/ufs';
import type { ClienteFiltro, ClienteResumo, ClienteSortKey } from '@portal/shared/clientes/schemas';
import { formatCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import {
  CadastroTable,
  EMPTY_CELL,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import {
  FiltroCnpj,
  FiltroSelect,
  FiltroTexto,
  FiltroUf,
  setFiltro,
} from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { CLIENTES_COMBO_QUERY_KEY } from '../../lib/lookups/clientes-combo';
import { gruposEconomicosComboQuery } from '../../lib/lookups/grupos-economicos-combo';
import { ClienteFormModal, type ClienteDialog } from './cliente-form-modal';
import { CLIENTES_QUERY_KEY, listClientes, deleteCliente } from './clientes-api';
import { CLIENTE_LABELS as L } from './clientes.labels';
import { useClienteAccess } from './use-cliente-access';

/** The 'Pré-cadastro' filter: every client, only the prospects, or only the others. */
type PreCadastroFiltro = 'todos' | 'somente' | 'sem';

const PRE_CADASTRO_OPTIONS: { value: PreCadastroFiltro; label: string }[] = [
  { value: 'todos', label: L.preCadastroTodos },
  { value: 'somente', label: L.preCadastroSomente },
  { value: 'sem', label: L.preCadastroSem },
];

interface Filtros {
  nome: string;
  cnpj: string;
  grupoEconomicoId: string | null;
  uf: string | null;
  situacao: Situacao;
  preCadastro: PreCadastroFiltro;
}

const SEM_FILTROS: Filtros = {
  nome: '',
  cnpj: '',
  grupoEconomicoId: null,
  uf: null,
  situacao: 'todos',
  preCadastro: 'todos',
};

const DEFAULT_SORT: CadastroSort<ClienteSortKey> = { key: 'nomeFantasia', direction: 'asc' };

/** The typed filters as the API takes them: blanks are left out, the CNPJ without its mask. */
function filtroOf(filtros: Filtros): ClienteFiltro {
  const cnpj = normalizeDocumento(filtros.cnpj);
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(cnpj ? { cnpj } : {}),
    ...(filtros.grupoEconomicoId ? { grupoEconomicoId: filtros.grupoEconomicoId } : {}),
    ...(filtros.uf ? { uf: filtros.uf as ClienteFiltro['uf'] } : {}),
    ...ativoOf(filtros.situacao),
    ...(filtros.preCadastro === 'todos' ? {} : { preCadastro: filtros.preCadastro === 'somente' }),
  };
}

/** The name, marked when the client is a prospect of the public pre-registration. */
function NomeFantasia({ cliente }: { cliente: ClienteResumo }) {
  if (!cliente.preCadastro) return cliente.nomeFantasia;
  return (
    <Stack gap={4} align="flex-start">
      <span>{cliente.nomeFantasia}</span>
      <Badge color="grape" variant="light" tt="none">
        {L.preCadastro}
      </Badge>
    </Stack>
  );
}

function Funcionalidades({ cliente }: { cliente: ClienteResumo }) {
  const ativas: string[] = [
    ...(cliente.vbDetransAtivo ? [L.vbDetrans] : []),
    ...(cliente.vbPagueAtivo ? [L.vbPague] : []),
    ...(cliente.serasaHubAtivo ? [L.vbHub] : []),
  ];
  if (ativas.length === 0) return <Text c="dimmed">{EMPTY_CELL}</Text>;
  // In a narrow table the badges stack rather than cut their names short.
  return (
    <Group gap={4}>
      {ativas.map((name) => (
        <Badge key={name} variant="outline" size="sm" tt="none" miw="max-content">
          {name}
        </Badge>
      ))}
    </Group>
  );
}

const COLUMNS: readonly CadastroColumn<ClienteResumo, ClienteSortKey>[] = [
  {
    label: L.nomeFantasia,
    sortKey: 'nomeFantasia',
    render: (c) => <NomeFantasia cliente={c} />,
  },
  { label: L.razaoSocial, sortKey: 'razaoSocial', render: (c) => c.razaoSocial },
  {
    label: L.cnpj,
    sortKey: 'cnpj',
    isNowrap: true,
    render: (c) => formatCnpj(c.cnpj) || c.cnpj,
  },
  { label: L.grupoEconomico, render: (c) => c.grupoEconomico?.nome ?? '—' },
  { label: L.uf, render: (c) => c.uf ?? '—' },
  { label: L.funcionalidades, render: (c) => <Funcionalidades cliente={c} /> },
  { label: L.situacao, render: (c) => <SituacaoBadge ativo={c.ativo} /> },
];

/**
 * The Clientes tab of Cadastros: the financial institutions, filtered, paged and sorted by the
 * server, with a dialog to create, view and edit. Only the registradora creates and deletes
 * clients; a client's user (with the permission) sees and corrects its own.
 */
export default function ClientesTab() {
  const access = useClienteAccess();
  const lista = useCadastroList({
    queryKey: CLIENTES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: DEFAULT_SORT,
    fetchPage: (filtro, { page, size }, sort) => listClientes(filtro, { page, size, sort }),
    enabled: access.canConsult,
    // A 409 (users or agents still reference it) is told by the global notice.
    deletion: {
      remove: deleteCliente,
      lookupKeys: [CLIENTES_COMBO_QUERY_KEY],
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<ClienteDialog>(null);

  const grupos = useQuery({
    ...gruposEconomicosComboQuery(),
    enabled: access.canConsult && access.isRegistradora,
  });

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  const canCreateAndDelete = access.canEdit && access.isRegistradora;

  function search() {
    lista.search();
  }

  function confirmDelete(cliente: ClienteResumo) {
    lista.confirmDelete(cliente.id, L.confirmarExclusao(cliente.nomeFantasia));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        onSearch={search}
        onClear={lista.clear}
        columns={access.isRegistradora ? 3 : 4}
      >
        <FiltroTexto
          lista={lista}
          name="nome"
          label={L.nome}
          placeholder="Nome fantasia ou razão social"
        />
        <FiltroCnpj lista={lista} name="cnpj" label={L.cnpj} />
        {access.isRegistradora && (
          <FiltroSelect
            lista={lista}
            name="grupoEconomicoId"
            label={L.grupoEconomico}
            searchable
            clearable
            data={grupos.data?.map((g) => ({ value: g.id, label: g.nome })) ?? []}
            nothingFoundMessage="Nenhum grupo encontrado"
          />
        )}
        <FiltroUf lista={lista} name="uf" label={L.uf} data={UFS_ORDEM_IBGE} />
        <SituacaoSelect lista={lista} />
        {access.isRegistradora && (
          <Select
            label={L.preCadastro}
            allowDeselect={false}
            data={PRE_CADASTRO_OPTIONS}
            value={lista.filters.preCadastro}
            onChange={(preCadastro) =>
              setFiltro(lista, 'preCadastro', (preCadastro ?? 'todos') as PreCadastroFiltro)
            }
          />
        )}
      </CadastroFiltros>

      {canCreateAndDelete && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}

      <CadastroTable
        label={L.tabela}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(c) => c.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={900}
        actions={(cliente) => (
          <CadastroRowActions
            name={cliente.nomeFantasia}
            onView={() => setDialog({ mode: 'visualizar', id: cliente.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: cliente.id }) : undefined
            }
            onDelete={canCreateAndDelete ? () => confirmDelete(cliente) : undefined}
          />
        )}
      />

      <ClienteFormModal dialog={dialog} onClose={() => setDialog(null)} access={access} />
    </Stack>
  );
}
