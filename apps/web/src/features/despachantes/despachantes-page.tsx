import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import type {
  Despachante,
  DespachanteFiltro,
  DespachanteSortKey,
} from '@portal/shared/despachantes/schemas';
import { UFS } from '@portal/shared/common/ufs';
import { formatCpfCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskCpfCnpj, maskTelefone } from '@portal/shared/common/masks';
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
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
import { listDespachantes, DESPACHANTES_QUERY_KEY, deleteDespachante } from './despachantes-api';
import { DESPACHANTE_LABELS as L } from './despachantes.labels';
import { DespachanteFormModal, type DespachanteDialog } from './despachante-form-modal';
import { useDespachanteAccess } from './use-despachante-access';

interface Filtros {
  nome: string;
  cpfCnpj: string;
  clienteId: string | null;
  uf: string | null;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = {
  nome: '',
  cpfCnpj: '',
  clienteId: null,
  uf: null,
  situacao: 'todos',
};

const ORDEM_PADRAO: CadastroSort<DespachanteSortKey> = { key: 'nome', direction: 'asc' };

/** The typed filters as the API takes them: blanks are left out. */
function filtroOf(filtros: Filtros): DespachanteFiltro {
  const cpfCnpj = normalizeDocumento(filtros.cpfCnpj);
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(cpfCnpj ? { cpfCnpj } : {}),
    ...(filtros.clienteId ? { clienteId: filtros.clienteId } : {}),
    ...(filtros.uf ? { uf: filtros.uf as DespachanteFiltro['uf'] } : {}),
    ...ativoOf(filtros.situacao),
  };
}

const CLIENTE_COLUMN: CadastroColumn<Despachante, DespachanteSortKey> = {
  label: L.cliente,
  render: (despachante) => despachante.cliente.nomeFantasia,
};

/** The list's columns; the client's only for the registradora, which sees every client's. */
function columnsFor(isRegistradora: boolean): CadastroColumn<Despachante, DespachanteSortKey>[] {
  return [
    { label: L.nome, sortKey: 'nome', render: (d) => d.nome },
    {
      label: L.cpfCnpj,
      sortKey: 'cpfCnpj',
      isNowrap: true,
      render: (d) => formatCpfCnpj(d.cpfCnpj) || d.cpfCnpj,
    },
    ...(isRegistradora ? [CLIENTE_COLUMN] : []),
    { label: L.cidadeUf, sortKey: 'uf', render: (d) => `${d.municipio}/${d.uf}` },
    { label: L.telefone, isNowrap: true, render: (d) => maskTelefone(d.telefone) },
    { label: L.situacao, render: (d) => <SituacaoBadge ativo={d.ativo} /> },
  ];
}

/**
 * Dispatchers (Parametrização > Despachantes; the Master's Administrativo > Despachante): a
 * filtered list paged and sorted by the server, and a dialog to create, view and edit. A
 * client's user sees and keeps its own client's dispatchers; the registradora every client's.
 */
export default function DespachantesPage() {
  const access = useDespachanteAccess();
  const lista = usePagedList({
    queryKey: DESPACHANTES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listDespachantes(filtro, page, size, sortParamOf(sort)),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<DespachanteDialog>(null);
  const confirmDelete = useConfirmedDelete({
    remove: deleteDespachante,
    queryKey: DESPACHANTES_QUERY_KEY,
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

  return (
    <Stack gap="md">
      <CadastroFiltros
        columns={access.isRegistradora ? 5 : 4}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <TextInput
          label={L.nome}
          value={filtros.nome}
          onChange={(event) => setFiltros({ ...filtros, nome: event.currentTarget.value })}
        />
        <TextInput
          label={L.cpfCnpj}
          value={filtros.cpfCnpj}
          onChange={(event) =>
            setFiltros({ ...filtros, cpfCnpj: maskCpfCnpj(event.currentTarget.value) })
          }
        />
        {access.isRegistradora && (
          <ClienteSelect
            label={L.cliente}
            enabled={access.isRegistradora && access.canConsult}
            value={filtros.clienteId}
            onChange={(clienteId) => setFiltros({ ...filtros, clienteId })}
          />
        )}
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

      {access.canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novo}
          </Button>
        </Group>
      )}

      <CadastroTable
        label={L.lista}
        columns={columnsFor(access.isRegistradora)}
        rows={lista.query.data?.content ?? []}
        rowKey={(despachante) => despachante.id}
        actions={(despachante) => (
          <CadastroRowActions
            name={despachante.nome}
            onView={() => setDialog({ mode: 'visualizar', id: despachante.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: despachante.id }) : undefined
            }
            onDelete={
              access.canEdit
                ? () => confirmDelete(despachante.id, L.confirmarExclusao(despachante.nome))
                : undefined
            }
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
      />

      <DespachanteFormModal
        dialog={dialog}
        onClose={() => setDialog(null)}
        isRegistradora={access.isRegistradora}
      />
    </Stack>
  );
}
