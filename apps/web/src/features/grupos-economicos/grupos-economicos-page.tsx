import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import IconEraser from '@tabler/icons-react/dist/esm/icons/IconEraser.mjs';
import IconEye from '@tabler/icons-react/dist/esm/icons/IconEye.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type {
  GrupoEconomico,
  GrupoEconomicoFiltro,
} from '@portal/shared/grupos-economicos/schemas';
import { PaginationBar } from '../../components/pagination-bar';
import { usePaging } from '../../hooks/use-paging';
import { openConfirm } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
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
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [filtros, setFiltros] = useState<Filtros>(SEM_FILTROS);
  const [aplicados, setAplicados] = useState<GrupoEconomicoFiltro>({});
  const [dialog, setDialog] = useState<GrupoDialog>(null);

  const lista = useQuery({
    queryKey: [...GRUPOS_QUERY_KEY, 'lista', aplicados, paging.page, paging.size],
    queryFn: () => consultarGrupos(aplicados, paging.page, paging.size),
    placeholderData: keepPreviousData,
    enabled: access.canConsult,
  });
  const excluir = useMutation({
    mutationFn: excluirGrupo,
    onSuccess: async () => {
      showSuccess(L.excluido);
      await queryClient.invalidateQueries({ queryKey: GRUPOS_QUERY_KEY });
    },
  });

  if (!access.canConsult) {
    return (
      <Alert color="orange" title="Atenção">
        {L.semPermissao}
      </Alert>
    );
  }

  function pesquisar(event: FormEvent) {
    event.preventDefault();
    setAplicados(filtroOf(filtros));
    paging.firstPage();
  }

  function limpar() {
    setFiltros(SEM_FILTROS);
    setAplicados({});
    paging.firstPage();
  }

  function confirmarExclusao(grupo: GrupoEconomico) {
    openConfirm({
      title: L.tituloExcluir,
      message: L.confirmarExclusao(grupo.nome),
      onConfirm: () => excluir.mutate(grupo.id),
    });
  }

  const rows = lista.data?.content ?? [];

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="form" onSubmit={pesquisar} aria-label="Filtros">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
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
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button variant="default" leftSection={<IconEraser size={16} />} onClick={limpar}>
            {L.limpar}
          </Button>
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            {L.pesquisar}
          </Button>
        </Group>
      </Paper>

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
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    {lista.isError ? (
                      <Group justify="center" gap="sm" py="md">
                        <Text c="dimmed">{L.falha}</Text>
                        <Button variant="light" size="xs" onClick={() => void lista.refetch()}>
                          {L.tentarNovamente}
                        </Button>
                      </Group>
                    ) : (
                      <Text c="dimmed" ta="center" py="md">
                        {lista.isPending ? L.carregando : L.nenhum}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              )}
              {rows.map((grupo) => (
                <Table.Tr key={grupo.id}>
                  <Table.Td>{grupo.nome}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={grupo.descricao ? undefined : 'dimmed'} lineClamp={2}>
                      {grupo.descricao ?? '—'}
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
          page={paging.page}
          size={paging.size}
          total={lista.data?.totalElements ?? 0}
          onChange={paging.setPaging}
        />
      </Paper>

      <GrupoEconomicoModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
