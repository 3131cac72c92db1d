import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  TextInput,
  Tooltip,
} from '@mantine/core';
import IconListDetails from '@tabler/icons-react/dist/esm/icons/IconListDetails.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import { formatData } from '@portal/shared/common/datas';
import { ufOptions } from '@portal/shared/common/ufs';
import { formatMoeda } from '@portal/shared/common/moeda';
import type { ServicoDetran } from '@portal/shared/servicos/schemas';
import { PaginationBar } from '../../components/pagination-bar';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { EMPTY_CELL, CadastroEmptyRow } from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
import { servicosComboQuery } from '../../lib/lookups/servicos-combo';
import {
  consultarPrecos,
  excluirPreco,
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

const UF_OPTIONS = ufOptions();

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

/**
 * Serviços Detran: what each Detran (or other destination) charges for each service type,
 * from a date on. Money is a decimal string from the API, shown 'R$ 1.234,56'.
 */
export default function ServicosDetranPage() {
  const access = useServicoAccess();
  const lista = usePagedList({
    queryKey: SERVICOS_DETRAN_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => consultarPrecos(filtro, page, size),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<PrecoDialog>(null);

  const servicos = useQuery({ ...servicosComboQuery(), enabled: access.canConsult });
  const confirmDelete = useConfirmedDelete({
    remove: excluirPreco,
    queryKey: SERVICOS_DETRAN_QUERY_KEY,
    title: L.tituloExcluirPreco,
    successMessage: L.precoExcluido,
  });

  if (!access.canConsult) {
    return (
      <Alert color="orange" title="Atenção">
        {L.semPermissao}
      </Alert>
    );
  }

  function confirmarExclusao(preco: ServicoDetran) {
    confirmDelete(preco.id, L.confirmarExclusaoPreco(preco.servicoNome, preco.fornecedorNome));
  }

  const rows = lista.query.data?.content ?? [];
  const columnCount = access.canEdit ? 6 : 5;

  return (
    <Stack gap="md">
      <CadastroFiltros gridCols={{ base: 1, sm: 3 }} onSearch={lista.search} onClear={lista.clear}>
        <Select
          label={L.uf}
          placeholder={L.todas}
          searchable
          clearable
          data={UF_OPTIONS}
          value={filtros.uf}
          onChange={(uf) => setFiltros({ ...filtros, uf })}
        />
        <Select
          label={L.servico}
          placeholder={L.todos}
          searchable
          clearable
          data={(servicos.data ?? []).map((s) => ({
            value: String(s.codigo),
            label: `${s.codigo} - ${s.nome}`,
          }))}
          value={filtros.tipoServico}
          onChange={(tipoServico) => setFiltros({ ...filtros, tipoServico })}
        />
        <TextInput
          type="date"
          label={L.vigenteEm}
          value={filtros.vigenteEm}
          onChange={(event) => setFiltros({ ...filtros, vigenteEm: event.currentTarget.value })}
        />
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
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novoPreco}
          </Button>
        )}
      </Group>

      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{L.uf}</Table.Th>
                <Table.Th>{L.detran}</Table.Th>
                <Table.Th>{L.servico}</Table.Th>
                <Table.Th ta="right">{L.valor}</Table.Th>
                <Table.Th>{L.vigencia}</Table.Th>
                {access.canEdit && <Table.Th w={100}>{L.acoes}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <CadastroEmptyRow
                  colSpan={columnCount}
                  isLoading={lista.query.isPending}
                  failure={
                    lista.query.isError
                      ? { message: L.falha, onRetry: () => void lista.query.refetch() }
                      : null
                  }
                />
              )}
              {rows.map((preco) => (
                <Table.Tr key={preco.id}>
                  <Table.Td fw={600}>{preco.uf ?? EMPTY_CELL}</Table.Td>
                  <Table.Td>{preco.fornecedorNome}</Table.Td>
                  <Table.Td>
                    {preco.tipoServico} - {preco.servicoNome}
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatMoeda(preco.valor)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{vigenciaOf(preco)}</Table.Td>
                  {access.canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={L.editar}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${L.editar} ${preco.servicoNome} ${preco.fornecedorNome}`}
                            onClick={() => setDialog({ mode: 'editar', id: preco.id })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={L.excluir}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`${L.excluir} ${preco.servicoNome} ${preco.fornecedorNome}`}
                            onClick={() => confirmarExclusao(preco)}
                          >
                            <IconTrash size={18} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <PaginationBar
          isError={lista.query.isError}
          page={paging.page}
          size={paging.size}
          total={lista.query.data?.totalElements ?? 0}
          onChange={paging.setPaging}
        />
      </Paper>

      <PrecoFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
