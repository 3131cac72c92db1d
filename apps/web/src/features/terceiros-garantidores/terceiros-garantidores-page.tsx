import { useState } from 'react';
import { Stack } from '@mantine/core';
import type {
  TerceiroGarantidorFiltro,
  TerceiroGarantidorResumo,
  TerceiroGarantidorSortKey,
} from '@portal/shared/terceiros-garantidores/schemas';
import { formatCpfCnpj, normalizeDocumento } from '@portal/shared/common/documentos';
import { maskTelefone } from '@portal/shared/common/masks';
import { FiltroCliente } from '../../components/cliente-select';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import {
  EMPTY_CELL,
  CadastroTable,
  sortParamOf,
  type CadastroColumn,
  type CadastroSort,
} from '../../components/cadastro-table';
import { FiltroCpfCnpj, FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import {
  listTerceirosGarantidores,
  deleteTerceiroGarantidor,
  TERCEIROS_GARANTIDORES_QUERY_KEY,
} from './terceiros-garantidores-api';
import { TERCEIRO_GARANTIDOR_LABELS as L } from './terceiros-garantidores.labels';
import {
  TerceiroGarantidorFormModal,
  type TerceiroGarantidorDialog,
} from './terceiro-garantidor-form-modal';
import { useTerceiroGarantidorAccess } from './use-terceiro-garantidor-access';

interface Filtros {
  nome: string;
  cpfCnpj: string;
  clienteId: string | null;
  uf: string | null;
}

const SEM_FILTROS: Filtros = { nome: '', cpfCnpj: '', clienteId: null, uf: null };

const ORDEM_PADRAO: CadastroSort<TerceiroGarantidorSortKey> = { key: 'nome', direction: 'asc' };

type Column = CadastroColumn<TerceiroGarantidorResumo, TerceiroGarantidorSortKey>;

/** The typed filters as the API takes them: blanks are left out. */
function filtroOf(filtros: Filtros): TerceiroGarantidorFiltro {
  const cpfCnpj = normalizeDocumento(filtros.cpfCnpj);
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(cpfCnpj ? { cpfCnpj } : {}),
    ...(filtros.clienteId ? { clienteId: filtros.clienteId } : {}),
    ...(filtros.uf ? { uf: filtros.uf as TerceiroGarantidorFiltro['uf'] } : {}),
  };
}

const CLIENTE_COLUMN: Column = { label: L.cliente, render: (t) => t.cliente.nomeFantasia };

/** The list's columns; the client's only for the registradora, which sees every client's. */
function columnsFor(isRegistradora: boolean): Column[] {
  return [
    { label: L.nomeColuna, sortKey: 'nome', render: (t) => t.nome },
    {
      label: L.cpfCnpj,
      sortKey: 'cpfCnpj',
      isNowrap: true,
      render: (t) => formatCpfCnpj(t.cpfCnpj) || t.cpfCnpj,
    },
    ...(isRegistradora ? [CLIENTE_COLUMN] : []),
    { label: L.cidadeUf, sortKey: 'uf', render: (t) => `${t.municipio}/${t.uf}` },
    { label: L.telefone, isNowrap: true, render: (t) => maskTelefone(t.telefone) },
    { label: L.email, render: (t) => t.email ?? EMPTY_CELL },
  ];
}

/**
 * Third-party guarantors (the Master's Administrativo > Terceiro Garantidor): a filtered list
 * paged and sorted by the server, and a dialog to create, view and edit. A client's user sees
 * and keeps its own client's guarantors; the registradora sees every client's.
 */
export default function TerceirosGarantidoresPage() {
  const access = useTerceiroGarantidorAccess();
  const lista = useCadastroList({
    queryKey: TERCEIROS_GARANTIDORES_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listTerceirosGarantidores(filtro, page, size, sortParamOf(sort)),
    enabled: access.canConsult,
    deletion: {
      remove: deleteTerceiroGarantidor,
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<TerceiroGarantidorDialog>(null);

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function confirmDelete(terceiro: TerceiroGarantidorResumo) {
    lista.confirmDelete(terceiro.id, L.confirmarExclusao(terceiro.nome));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        columns={access.isRegistradora ? 4 : 3}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroTexto lista={lista} name="nome" label={L.nomeColuna} />
        <FiltroCpfCnpj lista={lista} name="cpfCnpj" label={L.cpfCnpj} />
        {access.isRegistradora && (
          <FiltroCliente
            lista={lista}
            label={L.cliente}
            enabled={access.isRegistradora && access.canConsult}
          />
        )}
        <FiltroUf lista={lista} name="uf" label={L.uf} />
      </CadastroFiltros>

      {access.canEdit && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}

      <CadastroTable
        label={L.lista}
        columns={columnsFor(access.isRegistradora)}
        {...pagedTableProps(lista)}
        rowKey={(terceiro) => terceiro.id}
        actions={(terceiro) => (
          <CadastroRowActions
            name={terceiro.nome}
            onView={() => setDialog({ mode: 'visualizar', id: terceiro.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: terceiro.id }) : undefined
            }
            onDelete={access.canEdit ? () => confirmDelete(terceiro) : undefined}
          />
        )}
        sort={lista.sort}
        onSort={lista.changeSort}
      />

      <TerceiroGarantidorFormModal
        dialog={dialog}
        onClose={() => setDialog(null)}
        isRegistradora={access.isRegistradora}
      />
    </Stack>
  );
}
