import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { UFS_ORDEM_IBGE } from '@portal/shared/common/ufs';
import type { ClienteFiltro, ClienteResumo, ClienteSortKey } from '@portal/shared/clientes/schemas';
import { formatCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskCnpj } from '@portal/shared/common/masks';
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
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
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
  const lista = usePagedList({
    queryKey: CLIENTES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: DEFAULT_SORT,
    fetchPage: (filtro, { page, size }, sort) => listClientes(filtro, { page, size, sort }),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<ClienteDialog>(null);

  const grupos = useQuery({
    ...gruposEconomicosComboQuery(),
    enabled: access.canConsult && access.isRegistradora,
  });
  // A 409 (users or agents still reference it) is told by the global notice.
  const confirmDelete = useConfirmedDelete({
    remove: deleteCliente,
    queryKey: CLIENTES_QUERY_KEY,
    lookupKeys: [CLIENTES_COMBO_QUERY_KEY],
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

  const canCreateAndDelete = access.canEdit && access.isRegistradora;

  function pesquisar() {
    lista.search();
  }

  function confirmarExclusao(cliente: ClienteResumo) {
    confirmDelete(cliente.id, L.confirmarExclusao(cliente.nomeFantasia));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        onSearch={pesquisar}
        onClear={lista.clear}
        columns={access.isRegistradora ? 3 : 4}
      >
        <TextInput
          label={L.nome}
          placeholder="Nome fantasia ou razão social"
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
        {access.isRegistradora && (
          <Select
            label={L.grupoEconomico}
            searchable
            clearable
            data={grupos.data?.map((g) => ({ value: g.id, label: g.nome })) ?? []}
            value={filtros.grupoEconomicoId}
            onChange={(grupoEconomicoId) => setFiltros({ ...filtros, grupoEconomicoId })}
            nothingFoundMessage="Nenhum grupo encontrado"
          />
        )}
        <Select
          label={L.uf}
          searchable
          clearable
          data={UFS_ORDEM_IBGE}
          value={filtros.uf}
          onChange={(uf) => setFiltros({ ...filtros, uf })}
        />
        <SituacaoSelect
          value={filtros.situacao}
          onChange={(situacao) => setFiltros({ ...filtros, situacao })}
        />
        {access.isRegistradora && (
          <Select
            label={L.preCadastro}
            allowDeselect={false}
            data={PRE_CADASTRO_OPTIONS}
            value={filtros.preCadastro}
            onChange={(preCadastro) =>
              setFiltros({ ...filtros, preCadastro: (preCadastro ?? 'todos') as PreCadastroFiltro })
            }
          />
        )}
      </CadastroFiltros>

      {canCreateAndDelete && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novo}
          </Button>
        </Group>
      )}

      <CadastroTable
        label={L.tabela}
        columns={COLUMNS}
        rows={lista.query.data?.content ?? []}
        rowKey={(c) => c.id}
        sort={lista.sort}
        onSort={lista.changeSort}
        isLoading={lista.query.isPending}
        query={lista.query}
        total={lista.query.data?.totalElements ?? 0}
        page={paging.page}
        size={paging.size}
        onPageChange={paging.setPaging}
        minWidth={900}
        actions={(cliente) => (
          <CadastroRowActions
            name={cliente.nomeFantasia}
            onView={() => setDialog({ mode: 'visualizar', id: cliente.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: cliente.id }) : undefined
            }
            onDelete={canCreateAndDelete ? () => confirmarExclusao(cliente) : undefined}
          />
        )}
      />

      <ClienteFormModal dialog={dialog} onClose={() => setDialog(null)} access={access} />
    </Stack>
  );
}
