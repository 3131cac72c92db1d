import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, Stack, Text } from '@mantine/core';
import IconListDetails from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
import { formatData } from '@portal/shared/common/datas';
import { formatMoeda } from '@portal/shared/common/moeda';
import type { ServicoDetran } from '@portal/shared/servicos/schemas';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { CadastroRowActions } from '../../components/cadastro-row-actions';
import { CadastroTable, EMPTY_CELL, type CadastroColumn } from '../../components/cadastro-table';
import { FiltroSelect, FiltroTexto, FiltroUf } from '../../components/filtro-fields';
import { NovoButton } from '../../components/novo-button';
import { SemPermissao } from '../../components/sem-permissao';
import { pagedTableProps, useCadastroList } from '../../hooks/use-cadastro-list';
import { DETRAN_FORMULARIO_QUERY_KEY } from '../../lib/lookups/detran-formulario';
import { servicosComboQuery } from '../../lib/lookups/servicos-combo';
import {
  listPrecos,
  deletePreco,
  SERVICOS_DETRAN_QUERY_KEY,
  type PrecoFiltro,
} from './servicos-api';
import { SERVICOS_URL } from './servicos-paths';
import { SERVICO_LABELS as L } from './servicos.labels';
import { PrecoFormModal, type PrecoDialog } from './servico-detran-form-modal';
import { useServicoAccess } from './use-servico-access';

interface Filtros {
  uf: string | null;
  tipoServico: string | null;
  vigenteEm: string;
}

const SEM_FILTROS: Filtros = { uf: null, tipoServico: null, vigenteEm: '' };

function filtroOf(filtros: Filtros): PrecoFiltro {
  return {
    ...(filtros.uf ? { uf: filtros.uf } : {}),
    ...(filtros.tipoServico ? { tipoServico: Number(filtros.tipoServico) } : {}),
    ...(filtros.vigenteEm ? { vigenteEm: filtros.vigenteEm } : {}),
  };
}

function vigenciaOf(preco: ServicoDetran): string {
  const inicio = formatData(preco.vigenciaInicio);
  return preco.vigenciaFim
    ? `${inicio} a ${formatData(preco.vigenciaFim)}`
    : `Desde ${inicio} (${L.semFim})`;
}

/** The list's columns, in the server's order: no header sorts. */
const COLUMNS: CadastroColumn<ServicoDetran>[] = [
  {
    label: L.uf,
    width: 60,
    render: (preco) => (
      <Text span fw={600} inherit>
        {preco.uf ?? EMPTY_CELL}
      </Text>
    ),
  },
  { label: L.detran, render: (preco) => preco.fornecedorNome },
  { label: L.servico, render: (preco) => `${preco.tipoServico} - ${preco.servicoNome}` },
  {
    label: L.valor,
    align: 'right',
    isNowrap: true,
    render: (preco) => formatMoeda(preco.valor),
  },
  { label: L.vigencia, isNowrap: true, render: vigenciaOf },
];

/**
 * Serviços Detran: what each Detran (or other destination) charges for each service type,
 * from a date on. Money is a decimal string from the API, shown 'R$ 1.234,56'.
 */
export default function ServicosDetranPage() {
  const access = useServicoAccess();
  const lista = useCadastroList({
    queryKey: SERVICOS_DETRAN_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => listPrecos(filtro, page, size),
    enabled: access.canConsult,
    deletion: {
      remove: deletePreco,
      title: L.tituloExcluirPreco,
      successMessage: L.precoExcluido,
      lookupKeys: [DETRAN_FORMULARIO_QUERY_KEY],
    },
  });
  const [dialog, setDialog] = useState<PrecoDialog>(null);

  const servicos = useQuery({ ...servicosComboQuery(), enabled: access.canConsult });

  if (!access.canConsult) return <SemPermissao>{L.semPermissao}</SemPermissao>;

  function confirmDelete(preco: ServicoDetran) {
    lista.confirmDelete(
      preco.id,
      L.confirmarExclusaoPreco(preco.servicoNome, preco.fornecedorNome),
    );
  }

  return (
    <Stack gap="md">
      <CadastroFiltros gridCols={{ base: 1, sm: 3 }} onSearch={lista.search} onClear={lista.clear}>
        <FiltroUf lista={lista} name="uf" label={L.uf} placeholder={L.todas} withNames />
        <FiltroSelect
          lista={lista}
          name="tipoServico"
          label={L.servico}
          placeholder={L.todos}
          searchable
          clearable
          data={(servicos.data ?? []).map((s) => ({
            value: String(s.codigo),
            label: `${s.codigo} - ${s.nome}`,
          }))}
        />
        <FiltroTexto lista={lista} name="vigenteEm" type="date" label={L.vigenteEm} />
      </CadastroFiltros>

      <Group justify="flex-end">
        <Button
          component={Link}
          to={SERVICOS_URL}
          variant="default"
          leftSection={<IconListDetails size={16} />}
        >
          {L.irParaServicos}
        </Button>
        {access.canEdit && (
          <NovoButton onClick={() => setDialog({ mode: 'criar' })}>{L.novoPreco}</NovoButton>
        )}
      </Group>

      <CadastroTable
        label={L.listaPrecos}
        columns={COLUMNS}
        {...pagedTableProps(lista)}
        rowKey={(preco) => preco.id}
        actions={
          access.canEdit
            ? (preco) => (
                <CadastroRowActions
                  name={`${preco.servicoNome} ${preco.fornecedorNome}`}
                  onEdit={() => setDialog({ mode: 'editar', id: preco.id })}
                  onDelete={() => confirmDelete(preco)}
                />
              )
            : undefined
        }
        actionsWidth={100}
        minWidth={760}
      />

      <PrecoFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
