import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type {
  GrupoEconomico,
  GrupoEconomicoFiltro,
} from '@portal/shared/grupos-economicos/schemas';
import { PaginationBar } from '../../components/pagination-bar';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { EMPTY_CELL, CadastroEmptyRow } from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
import { GRUPOS_ECONOMICOS_COMBO_QUERY_KEY } from '../../lib/lookups/grupos-economicos-combo';
import { consultarGrupos, excluirGrupo, GRUPOS_QUERY_KEY } from './grupos-economicos-api';
import { GRUPO_LABELS as L } from './grupos-economicos.labels';
import { GrupoEconomicoModal, type GrupoDialog } from './grupo-economico-form-modal';
import { useGrupoEconomicoAccess } from './use-grupo-economico-access';

type Situacao = 'todos' | 'ativos' | 'inativos';

interface Filtros {
  nome: string;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { nome: '', situacao: 'todos' };

function filtroOf(filtros: Filtros): GrupoEconomicoFiltro {
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(filtros.situacao === 'todos' ? {} : { ativo: filtros.situacao === 'ativos' }),
  };
}

/**
 * Grupos Econômicos (Parametrização): the conglomerates clients belong to. A list paged by
 * the server; the registradora creates, edits and deletes (refused while clients belong to
 * the group: the server's message says how many); anyone who may list them sees the clients.
 */
export default function GruposEconomicosPage() {
  const access = useGrupoEconomicoAccess();
  const lista = usePagedList({
    queryKey: GRUPOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => consultarGrupos(filtro, page, size),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<GrupoDialog>(null);

  const confirmDelete = useConfirmedDelete({
    remove: excluirGrupo,
    queryKey: GRUPOS_QUERY_KEY,
    lookupKeys: [GRUPOS_ECONOMICOS_COMBO_QUERY_KEY],
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

  function confirmarExclusao(grupo: GrupoEconomico) {
    confirmDelete(grupo.id, L.confirmarExclusao(grupo.nome));
  }

  const rows = lista.query.data?.content ?? [];

  return (
    <Stack gap="md">
      <CadastroFiltros
        gridCols={{ base: 1, sm: 2 }}
        maxWidth={720}
        onSearch={lista.search}
        onClear={lista.clear}
      >
        <TextInput
          label={L.nome}
          maxLength={150}
          value={filtros.nome}
          onChange={(event) => setFiltros({ ...filtros, nome: event.currentTarget.value })}
        />
        <Select
          label={L.situacao}
          allowDeselect={false}
          data={[
            { value: 'todos', label: L.todos },
            { value: 'ativos', label: L.ativos },
            { value: 'inativos', label: L.inativos },
          ]}
          value={filtros.situacao}
          onChange={(situacao) =>
            setFiltros({ ...filtros, situacao: (situacao ?? 'todos') as Situacao })
          }
        />
      </CadastroFiltros>

      {access.canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novo}
          </Button>
        </Group>
      )}

      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={700}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{L.nome}</Table.Th>
                <Table.Th>{L.descricao}</Table.Th>
                <Table.Th w={90} ta="right">
                  {L.clientes}
                </Table.Th>
                <Table.Th w={110}>{L.situacao}</Table.Th>
                <Table.Th w={130}>{L.acoes}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <CadastroEmptyRow
                  colSpan={5}
                  isLoading={lista.query.isPending}
                  failure={
                    lista.query.isError
                      ? { message: L.falha, onRetry: () => void lista.query.refetch() }
                      : null
                  }
                />
              )}
              {rows.map((grupo) => (
                <Table.Tr key={grupo.id}>
                  <Table.Td>{grupo.nome}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={grupo.descricao ? undefined : 'dimmed'} lineClamp={2}>
                      {grupo.descricao ?? EMPTY_CELL}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{grupo.quantidadeClientes}</Table.Td>
                  <Table.Td>
                    <Badge color={grupo.ativo ? 'teal' : 'gray'} variant="light">
                      {grupo.ativo ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={L.visualizar}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`${L.visualizar} ${grupo.nome}`}
                          onClick={() => setDialog({ mode: 'visualizar', id: grupo.id })}
                        >
                          <IconEye size={18} />
                        </ActionIcon>
                      </Tooltip>
                      {access.canEdit && (
                        <>
                          <Tooltip label={L.editar}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${L.editar} ${grupo.nome}`}
                              onClick={() => setDialog({ mode: 'editar', id: grupo.id })}
                            >
                              <IconPencil size={18} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={L.excluir}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${L.excluir} ${grupo.nome}`}
                              onClick={() => confirmarExclusao(grupo)}
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        </>
                      )}
                    </Group>
                  </Table.Td>
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

      <GrupoEconomicoModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
