import { useState, type ReactNode } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  grupoEconomicoInputSchema,
  type GrupoEconomico,
  type GrupoEconomicoInput,
} from '@portal/shared/grupos-economicos/schemas';
import { formatCnpj } from '@portal/shared/common/documentos';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { ModalForm } from '../../components/form/modal-form';
import { showServerErrors } from '../../components/form/show-server-errors';
import { SwitchField } from '../../components/form/switch-field';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { PaginationBar } from '../../components/pagination-bar';
import { formatDateTime } from '../../lib/dates';
import { GRUPOS_ECONOMICOS_COMBO_QUERY_KEY } from '../../lib/lookups/grupos-economicos-combo';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import {
  fetchGrupo,
  listClientesDoGrupo,
  GRUPOS_QUERY_KEY,
  saveGrupo,
} from './grupos-economicos-api';
import { GRUPO_LABELS as L } from './grupos-economicos.labels';
import { EMPTY_CELL } from '../../components/cadastro-table';

/** What the dialog shows: a new group, or an existing one to edit or to view. */
export type GrupoDialog = CadastroDialog;

export interface GrupoEconomicoModalProps {
  dialog: GrupoDialog;
  onClose: () => void;
}

/** Create, edit or view an economic group (with its clients) in a dialog. */
export function GrupoEconomicoModal({ dialog, onClose }: GrupoEconomicoModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      size={dialog?.mode === 'visualizar' ? 'xl' : 'lg'}
      queryKey={GRUPOS_QUERY_KEY}
      fetchById={fetchGrupo}
      renderNew={() => <GrupoForm onClose={onClose} />}
      renderExisting={(grupo, mode) =>
        mode === 'editar' ? (
          <GrupoForm grupo={grupo} onClose={onClose} />
        ) : (
          <GrupoDetalhe grupo={grupo} onClose={onClose} />
        )
      }
    />
  );
}

function GrupoForm({ grupo, onClose }: { grupo?: GrupoEconomico; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useFormKit(grupoEconomicoInputSchema, {
    defaultValues: grupo
      ? { nome: grupo.nome, descricao: grupo.descricao ?? '', ativo: grupo.ativo }
      : { nome: '', descricao: '', ativo: true },
  });

  const salvar = useMutation({
    mutationFn: (input: GrupoEconomicoInput) => saveGrupo(grupo?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(grupo ? L.alterado : L.cadastrado);
      await refreshQueries(queryClient, [GRUPOS_QUERY_KEY, GRUPOS_ECONOMICOS_COMBO_QUERY_KEY]);
      onClose();
    },
    // The global notice already lists the messages; the fields they name show them too.
    onError: (error) => showServerErrors(error, form),
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => salvar.mutate(values)}
      onClose={onClose}
      isPending={salvar.isPending}
      gap="sm"
    >
      <Stack gap="sm">
        <TextField name="nome" label={L.nome} withAsterisk maxLength={150} data-autofocus />
        <TextareaField name="descricao" label={L.descricao} rows={3} maxLength={500} />
        <SwitchField name="ativo" label={L.ativo} mt="xs" />
      </Stack>
    </ModalForm>
  );
}

const CLIENTES_POR_PAGINA = 5;

/** The group's data and the clients that belong to it, paged by the server. */
function GrupoDetalhe({ grupo, onClose }: { grupo: GrupoEconomico; onClose: () => void }) {
  const [paging, setPaging] = useState({ page: 0, size: CLIENTES_POR_PAGINA });
  const clientes = useQuery({
    queryKey: [...GRUPOS_QUERY_KEY, 'clientes', grupo.id, paging.page, paging.size],
    queryFn: () => listClientesDoGrupo(grupo.id, paging.page, paging.size),
    placeholderData: keepPreviousData,
  });
  const rows = clientes.data?.content ?? [];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Campo label={L.nome} value={grupo.nome} />
        <Campo
          label={L.situacao}
          value={
            <Badge color={grupo.ativo ? 'teal' : 'gray'} variant="light">
              {grupo.ativo ? 'Ativo' : 'Inativo'}
            </Badge>
          }
        />
        <Campo label={L.cadastradoEm} value={formatDateTime(grupo.createdAt) ?? EMPTY_CELL} />
      </SimpleGrid>
      <Campo label={L.descricao} value={grupo.descricao ?? EMPTY_CELL} />
      <Title order={3} size="h5" mt="xs">
        {L.clientesDoGrupo} ({grupo.quantidadeClientes})
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" aria-label={L.clientesDoGrupo}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L.nomeFantasia}</Table.Th>
              <Table.Th>{L.razaoSocial}</Table.Th>
              <Table.Th>{L.cnpj}</Table.Th>
              <Table.Th>{L.uf}</Table.Th>
              <Table.Th>{L.situacao}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text c="dimmed" ta="center" py="sm">
                    {clientes.isPending ? L.carregando : L.nenhumCliente}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((cliente) => (
              <Table.Tr key={cliente.id}>
                <Table.Td>{cliente.nomeFantasia}</Table.Td>
                <Table.Td>{cliente.razaoSocial}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatCnpj(cliente.cnpj) || cliente.cnpj}
                </Table.Td>
                <Table.Td>{cliente.uf ?? EMPTY_CELL}</Table.Td>
                <Table.Td>
                  <Badge color={cliente.ativo ? 'teal' : 'gray'} variant="light">
                    {cliente.ativo ? 'Ativo' : 'Inativo'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(clientes.data?.totalElements ?? 0) > CLIENTES_POR_PAGINA && (
        <PaginationBar
          page={paging.page}
          size={paging.size}
          total={clientes.data?.totalElements ?? 0}
          onChange={(page, size) => setPaging({ page, size })}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {L.fechar}
        </Button>
      </Group>
    </Stack>
  );
}

function Campo({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </div>
  );
}
