import { useState } from 'react';
import { Link } from 'react-router';
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
import IconCurrencyReal from '@tabler/icons-react/dist/esm/icons/IconCurrencyReal.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { Servico } from '@portal/shared/servicos/schemas';
import { PaginationBar } from '../../components/pagination-bar';
import { CadastroFiltros } from '../../components/cadastro-filtros';
import { EMPTY_CELL, CadastroEmptyRow } from '../../components/cadastro-table';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { usePagedList } from '../../hooks/use-paged-list';
import { SERVICOS_COMBO_QUERY_KEY } from '../../lib/lookups/servicos-combo';
import {
  consultarServicos,
  excluirServico,
  SERVICOS_QUERY_KEY,
  type ServicoFiltro,
} from './servicos-api';
import { SERVICOS_DETRAN_URL } from './servicos-paths';
import { SERVICO_LABELS as L } from './servicos.labels';
import { ServicoFormModal, type ServicoDialog } from './servico-form-modal';
import { useServicoAccess } from './use-servico-access';

type Situacao = 'todos' | 'ativos' | 'inativos';

interface Filtros {
  nome: string;
  situacao: Situacao;
}

const SEM_FILTROS: Filtros = { nome: '', situacao: 'todos' };

function filtroOf(filtros: Filtros): ServicoFiltro {
  return {
    ...(filtros.nome.trim() ? { nome: filtros.nome.trim() } : {}),
    ...(filtros.situacao === 'todos' ? {} : { ativo: filtros.situacao === 'ativos' }),
  };
}

/**
 * Serviços: the service types the registradora bills and the Detrans charge for (spec §9
 * codes: 14 accreditation, 15 renewal; the registration operations). The reference ones come
 * from the system and cannot be deleted; administrators add and edit others.
 */
export default function ServicosPage() {
  const access = useServicoAccess();
  const lista = usePagedList({
    queryKey: SERVICOS_QUERY_KEY,
    emptyFilters: SEM_FILTROS,
    filterOf: filtroOf,
    fetchPage: (filtro, { page, size }) => consultarServicos(filtro, page, size),
    enabled: access.canConsult,
  });
  const { filters: filtros, setFilters: setFiltros, paging } = lista;
  const [dialog, setDialog] = useState<ServicoDialog>(null);

  const confirmDelete = useConfirmedDelete({
    remove: excluirServico,
    queryKey: SERVICOS_QUERY_KEY,
    lookupKeys: [SERVICOS_COMBO_QUERY_KEY],
    title: L.tituloExcluirServico,
    successMessage: L.servicoExcluido,
  });

  if (!access.canConsult) {
    return (
      <Alert color="orange" title="Atenção">
        {L.semPermissao}
      </Alert>
    );
  }

  function confirmarExclusao(servico: Servico) {
    confirmDelete(servico.codigo, L.confirmarExclusaoServico(servico.nome));
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
          maxLength={100}
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

      <Group justify="flex-end">
        <Button
          component={Link}
          to={SERVICOS_DETRAN_URL}
          variant="default"
          leftSection={<IconCurrencyReal size={16} />}
        >
          {L.irParaPrecos}
        </Button>
        {access.canEdit && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setDialog({ mode: 'criar' })}>
            {L.novoServico}
          </Button>
        )}
      </Group>

      <Paper withBorder p="md">
        <Table.ScrollContainer minWidth={720}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={80}>{L.codigo}</Table.Th>
                <Table.Th>{L.nome}</Table.Th>
                <Table.Th>{L.descricao}</Table.Th>
                <Table.Th w={110}>{L.origem}</Table.Th>
                <Table.Th w={110}>{L.situacao}</Table.Th>
                {access.canEdit && <Table.Th w={100}>{L.acoes}</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <CadastroEmptyRow
                  colSpan={access.canEdit ? 6 : 5}
                  isLoading={lista.query.isPending}
                  failure={
                    lista.query.isError
                      ? { message: L.falha, onRetry: () => void lista.query.refetch() }
                      : null
                  }
                />
              )}
              {rows.map((servico) => (
                <Table.Tr key={servico.codigo}>
                  <Table.Td fw={600}>{servico.codigo}</Table.Td>
                  <Table.Td>{servico.nome}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={servico.descricao ? undefined : 'dimmed'} lineClamp={2}>
                      {servico.descricao ?? EMPTY_CELL}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {servico.referencia ? (
                      <Tooltip label={L.referenciaDica} multiline w={280}>
                        <Badge color="blue" variant="light">
                          {L.referencia}
                        </Badge>
                      </Tooltip>
                    ) : (
                      <Badge color="gray" variant="outline">
                        {L.cadastrado}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={servico.ativo ? 'teal' : 'gray'} variant="light">
                      {servico.ativo ? 'Ativo' : 'Inativo'}
                    </Badge>
                  </Table.Td>
                  {access.canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={L.editar}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${L.editar} ${servico.nome}`}
                            onClick={() => setDialog({ mode: 'editar', servico })}
                          >
                            <IconPencil size={18} />
                          </ActionIcon>
                        </Tooltip>
                        {!servico.referencia && (
                          <Tooltip label={L.excluir}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`${L.excluir} ${servico.nome}`}
                              onClick={() => confirmarExclusao(servico)}
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Tooltip>
                        )}
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

      <ServicoFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
