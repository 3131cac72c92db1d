import { useState } from 'react';
import { Stack } from '@mantine/core';
import type {
  Despachante,
  DespachanteFiltro,
  DespachanteSortKey,
} from '@portal/shared/despachantes/schemas';
import { formatCpfCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
import {
  ativoOf,
  CadastroFiltros,
  SituacaoBadge,
  SituacaoSelect,
  type Situacao,
} from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import { FiltroCliente } from '../../components/cliente-select';
import { FiltroCpfCnpj, FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import {
  CadastroTable,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
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
  const lista = useCadastroList({
    queryKey: DESPACHANTES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listDespachantes(filtro, page, size, sortParamOf(sort)),
    enabled: access.canConsult,
    deletion: {
      remove: deleteDespachante,
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<DespachanteDialog>(null);

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  return (
    <Stack gap="md">
      <CadastroFiltros
        columns={access.isRegistradora ? 5 : 4}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroTexto lista={lista} name="nome" label={L.nome} />
        <FiltroCpfCnpj lista={lista} name="cpfCnpj" label={L.cpfCnpj} />
        {access.isRegistradora && (
          <FiltroCliente
            lista={lista}
            label={L.cliente}
            enabled={access.isRegistradora && access.canConsult}
          />
        )}
        <FiltroUf lista={lista} name="uf" label={L.uf} />
        <SituacaoSelect lista={lista} />
      </CadastroFiltros>

      {access.canEdit && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}

      <CadastroTable
        label={L.lista}
        columns={columnsFor(access.isRegistradora)}
        {...pagedTableProps(lista)}
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
                ? () => lista.confirmDelete(despachante.id, L.confirmarExclusao(despachante.nome))
                : undefined
            }
          />
        )}
        sort={lista.sort}
        onSort={lista.changeSort}
      />

      <DespachanteFormModal
        dialog={dialog}
        onClose={() => setDialog(null)}
        isRegistradora={access.isRegistradora}
      />
    </Stack>
  );
}
