import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
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
import IconCurrencyReal from '@tabler/icons-react/dist/esm/icons/IconCurrencyReal.mjs';
import IconEraser from '@tabler/icons-react/dist/esm/icons/IconEraser.mjs';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconTrash from '@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
import type { Servico } from '@portal/shared/servicos/schemas';
import { PaginationBar } from '../../components/pagination-bar';
import { usePaging } from '../../hooks/use-paging';
import { openConfirm } from '../../lib/confirm';
import { showSuccess } from '../../lib/notices';
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
  const paging = usePaging();
  const queryClient = useQueryClient();
  const [filtros, setFiltros] = useState<Filtros>(SEM_FILTROS);
  const [aplicados, setAplicados] = useState<ServicoFiltro>({});
  const [dialog, setDialog] = useState<ServicoDialog>(null);

  const lista = useQuery({
    queryKey: [...SERVICOS_QUERY_KEY, 'lista', aplicados, paging.page, paging.size],
    queryFn: () => consultarServicos(aplicados, paging.page, paging.size),
    placeholderData: keepPreviousData,
    enabled: access.canConsult,
  });
  const excluir = useMutation({
    mutationFn: excluirServico,
    onSuccess: async () => {
      showSuccess(L.servicoExcluido);
      await queryClient.invalidateQueries({ queryKey: SERVICOS_QUERY_KEY });
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

  function confirmarExclusao(servico: Servico) {
    openConfirm({
      title: L.tituloExcluirServico,
      message: L.confirmarExclusaoServico(servico.nome),
      onConfirm: () => excluir.mutate(servico.codigo),
    });
  }

  const rows = lista.data?.content ?? [];

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="form" onSubmit={pesquisar} aria-label="Filtros">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={720}>
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
                <Table.Tr>
                  <Table.Td colSpan={access.canEdit ? 6 : 5}>
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
              {rows.map((servico) => (
                <Table.Tr key={servico.codigo}>
                  <Table.Td fw={600}>{servico.codigo}</Table.Td>
                  <Table.Td>{servico.nome}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c={servico.descricao ? undefined : 'dimmed'} lineClamp={2}>
                      {servico.descricao ?? '—'}
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
          page={paging.page}
          size={paging.size}
          total={lista.data?.totalElements ?? 0}
          onChange={paging.setPaging}
        />
      </Paper>

      <ServicoFormModal dialog={dialog} onClose={() => setDialog(null)} />
    </Stack>
  );
}
