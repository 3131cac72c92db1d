import { useState } from 'react';
import { Badge, Stack } from '@mantine/core';
import type { MarcaModeloCombo } from '@portal/shared/common/opcoes';
import type { Veiculo, VeiculoFiltro, VeiculoSortKey } from '@portal/shared/veiculos/schemas';
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
import { MarcaModeloSelect } from '../../components/marca-modelo-select';
import { FiltroTexto, setFiltro } from '../../components/filtro-fields';
import { NovoButtonRow } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { maskChassi, maskPlaca } from '@portal/shared/common/masks';
import { VeiculoFormModal, type VeiculoDialog } from './veiculo-form-modal';
import { listVeiculos, deleteVeiculo, VEICULOS_QUERY_KEY } from './veiculos-api';
import { VEICULO_LABELS as L } from './veiculos.labels';
import { useVeiculoAccess } from './use-veiculo-access';

interface Filtros {
  chassi: string;
  placa: string;
  renavam: string;
  marcaModelo: MarcaModeloCombo | null;
  clienteId: string | null;
}

const SEM_FILTROS: Filtros = {
  chassi: '',
  placa: '',
  renavam: '',
  marcaModelo: null,
  clienteId: null,
};

/** Newest first, as the server's default. */
const ORDEM_PADRAO: CadastroSort<VeiculoSortKey> = { key: 'createdAt', direction: 'desc' };

type Column = CadastroColumn<Veiculo, VeiculoSortKey>;

const CLIENTE_COLUMN: Column = {
  label: L.cliente,
  isNowrap: true,
  render: (v) => v.cliente.nomeFantasia,
};

/** The list's columns; the client's only for the registradora, which sees every client's. */
function columnsFor(isRegistradora: boolean): Column[] {
  return [
    {
      label: L.chassi,
      sortKey: 'chassi',
      isNowrap: true,
      // The REMARCADO badge goes under the chassis, so it never crowds the plate's column.
      render: (v) => (
        <Stack gap={2} align="flex-start">
          <span style={{ fontFamily: 'monospace' }}>{v.chassi}</span>
          {v.remarcado && (
            <Badge size="xs" variant="light" color="orange">
              {L.remarcadoBadge}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      label: L.placa,
      sortKey: 'placa',
      isNowrap: true,
      render: (v) => (v.placa ? `${maskPlaca(v.placa)}/${v.ufPlaca}` : L.zeroKm),
    },
    { label: L.renavam, isNowrap: true, render: (v) => v.renavam ?? EMPTY_CELL },
    { label: L.marcaModelo, render: (v) => `${v.marcaModelo.marca} - ${v.marcaModelo.modelo}` },
    {
      label: L.anos,
      sortKey: 'anoFabricacao',
      isNowrap: true,
      render: (v) => `${v.anoFabricacao}/${v.anoModelo}`,
    },
    ...(isRegistradora ? [CLIENTE_COLUMN] : []),
  ];
}

/** The typed filters as the API takes them: blanks are left out, the plate without its dash. */
function filtroOf(filtros: Filtros): VeiculoFiltro {
  const placa = filtros.placa.replace('-', '');
  return {
    ...(filtros.chassi ? { chassi: filtros.chassi } : {}),
    ...(placa ? { placa } : {}),
    ...(filtros.renavam ? { renavam: filtros.renavam } : {}),
    ...(filtros.marcaModelo ? { marcaModeloId: filtros.marcaModelo.id } : {}),
    ...(filtros.clienteId ? { clienteId: filtros.clienteId } : {}),
  };
}

/**
 * Vehicles (Parametrização > Veículos): a filtered list paged by the server, and a dialog to
 * create, view and edit. A client's user sees and keeps its own client's vehicles; the
 * registradora sees every client's.
 */
export default function VeiculosPage() {
  const access = useVeiculoAccess();
  const lista = useCadastroList({
    queryKey: VEICULOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    initialSort: ORDEM_PADRAO,
    fetchPage: (filtro, { page, size }, sort) =>
      listVeiculos(filtro, page, size, sortParamOf(sort)),
    enabled: access.canConsult,
    deletion: {
      remove: deleteVeiculo,
      title: L.tituloExcluir,
      successMessage: L.excluido,
    },
  });
  const [dialog, setDialog] = useState<VeiculoDialog>(null);

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function confirmDelete(veiculo: Veiculo) {
    lista.confirmDelete(veiculo.id, L.confirmarExclusao(veiculo.chassi));
  }

  return (
    <Stack gap="md">
      <CadastroFiltros
        columns={access.isRegistradora ? 5 : 4}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <FiltroTexto
          lista={lista}
          name="chassi"
          label={L.chassi}
          mask={(chassi) => maskChassi(chassi, 21)}
        />
        <FiltroTexto lista={lista} name="placa" label={L.placa} mask={maskPlaca} />
        <FiltroTexto
          lista={lista}
          name="renavam"
          label={L.renavam}
          inputMode="numeric"
          mask={(renavam) => renavam.replace(/\D/g, '').slice(0, 11)}
        />
        <MarcaModeloSelect
          label={L.marcaModelo}
          clearable
          value={lista.filters.marcaModelo}
          onChange={(marcaModelo) => setFiltro(lista, 'marcaModelo', marcaModelo)}
        />
        {access.isRegistradora && (
          <FiltroCliente
            lista={lista}
            label={L.cliente}
            enabled={access.isRegistradora && access.canConsult}
          />
        )}
      </CadastroFiltros>

      {access.canEdit && (
        <NovoButtonRow onClick={() => setDialog({ mode: 'criar' })}>{L.novo}</NovoButtonRow>
      )}

      <CadastroTable
        label={L.lista}
        columns={columnsFor(access.isRegistradora)}
        {...pagedTableProps(lista)}
        rowKey={(veiculo) => veiculo.id}
        actions={(veiculo) => (
          <CadastroRowActions
            name={veiculo.chassi}
            onView={() => setDialog({ mode: 'visualizar', id: veiculo.id })}
            onEdit={
              access.canEdit ? () => setDialog({ mode: 'editar', id: veiculo.id }) : undefined
            }
            onDelete={access.canEdit ? () => confirmDelete(veiculo) : undefined}
          />
        )}
        sort={lista.sort}
        onSort={lista.changeSort}
        minWidth={900}
      />

      <VeiculoFormModal
        dialog={dialog}
        onClose={() => setDialog(null)}
        isRegistradora={access.isRegistradora}
      />
    </Stack>
  );
}
