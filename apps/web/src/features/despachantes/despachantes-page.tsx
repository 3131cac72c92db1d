import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import type {
  Despachante,
  DespachanteFiltro,
  DespachanteSortKey,
} from '@portal/shared/despachantes/schemas';
import { UF_SIGLAS } from '@portal/shared/fornecedores/ufs';
import { formatCpfCnpj, normalizeDocumento } from '@portal/shared/validadores/documentos';
import { maskTelefone } from '@portal/shared/validadores/masks';
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
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { usePaging } from '../../hooks/use-paging';
import { openConfirm } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
import {
  consultarDespachantes,
  DESPACHANTES_QUERY_KEY,
  excluirDespachante,
  listarClientes,
} from './despachantes-api';
import { DESPACHANTE_LABELS as L } from './despachantes.labels';
import {
  DespachanteFormModal,
  maskCpfCnpj,
  type DespachanteDialog,
} from './despachante-form-modal';
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
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [filtros, setFiltros] = useState<Filtros>(SEM_FILTROS);
  const [aplicados, setAplicados] = useState<DespachanteFiltro>({});
  const [sort, setSort] = useState(ORDEM_PADRAO);
  const [dialog, setDialog] = useState<DespachanteDialog>(null);

  const lista = useQuery({
    queryKey: [...DESPACHANTES_QUERY_KEY, 'lista', aplicados, sort, paging.page, paging.size],
    queryFn: () => consultarDespachantes(aplicados, paging.page, paging.size, sortParamOf(sort)),
    placeholderData: keepPreviousData,
    enabled: access.canConsult,
  });
  const clientes = useQuery({
    queryKey: ['clientes', 'todos-combo'],
    queryFn: listarClientes,
    enabled: access.isRegistradora && access.canConsult,
    staleTime: 60_000,
  });
  const excluir = useMutation({
    mutationFn: excluirDespachante,
    onSuccess: async () => {
      showSuccess(L.excluido);
      await queryClient.invalidateQueries({ queryKey: DESPACHANTES_QUERY_KEY });
    },
  });

  if (!access.canConsult) {
    return (
      <Alert color="orange" title="Atenção">
        {L.semPermissao}
      </Alert>
    );
  }

  function confirmarExclusao(despachante: Despachante) {
    openConfirm({
      title: L.tituloExcluir,
      message: L.confirmarExclusao(despachante.nome),
      onConfirm: () => excluir.mutate(despachante.id),
    });
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        columns={access.isRegistradora ? 5 : 4}
        onSearch={() => {
          setAplicados(filtroOf(filtros));
          paging.firstPage();
        }}
        onClear={() => {
          setFiltros(SEM_FILTROS);
          setAplicados({});
          paging.firstPage();
        }}
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
          <Select
            label={L.cliente}
            searchable
            clearable
            data={clientes.data?.map((c) => ({ value: c.id, label: c.nomeFantasia })) ?? []}
            value={filtros.clienteId}
            onChange={(clienteId) => setFiltros({ ...filtros, clienteId })}
          />
        )}
        <Select
          label={L.uf}
          searchable
          clearable
          data={UF_SIGLAS}
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
        rows={lista.data?.content ?? []}
        rowKey={(despachante) => despachante.id}
        actions={(despachante) => (
          <CadastroRowActions
            name={despachante.nome}
            onView={() => setDialog({ mode: 'visualizar', id: despachante.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: despachante.id }) : undefined
            }
            onDelete={access.canEdit ? () => confirmarExclusao(despachante) : undefined}
          />
        )}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          paging.firstPage();
        }}
        isLoading={lista.isPending}
        total={lista.data?.totalElements ?? 0}
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
