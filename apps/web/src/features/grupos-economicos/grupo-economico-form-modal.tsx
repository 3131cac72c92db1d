import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  grupoEconomicoInputSchema,
  type GrupoEconomico,
  type GrupoEconomicoInput,
} from '@portal/shared/grupos-economicos/schemas';
import type { ClienteResumo } from '@portal/shared/clientes/schemas';
import { formatCnpj } from '@portal/shared/common/documentos';
import { SituacaoBadge } from '../../components/cadastro-filtros';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import {
  CadastroTable,
  EMPTY_CELL,
  type CadastroColumn,
  type CadastroPagedProps,
  type CadastroUnpagedProps,
} from '../../components/cadastro-table';
import { Campo } from '../../components/campo';
import { ModalForm } from '../../components/form/modal-form';
import { SwitchField } from '../../components/form/switch-field';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { usePaging } from '../../hooks/use-paging';
import { formatDateTime } from '../../lib/dates';
import { GRUPOS_ECONOMICOS_COMBO_QUERY_KEY } from '../../lib/lookups/grupos-economicos-combo';
import {
  fetchGrupo,
  listClientesDoGrupo,
  GRUPOS_QUERY_KEY,
  saveGrupo,
} from './grupos-economicos-api';
import { GRUPO_LABELS as L } from './grupos-economicos.labels';
import { useFormSave } from '../../components/form/use-form-save';

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
  const form = useFormKit(grupoEconomicoInputSchema, {
    defaultValues: grupo
      ? { nome: grupo.nome, descricao: grupo.descricao ?? '', ativo: grupo.ativo }
      : { nome: '', descricao: '', ativo: true },
  });

  const save = useFormSave(form, {
    save: (input: GrupoEconomicoInput) => saveGrupo(grupo?.id ?? null, input),
    successMessage: grupo ? L.alterado : L.cadastrado,
    refresh: [GRUPOS_QUERY_KEY, GRUPOS_ECONOMICOS_COMBO_QUERY_KEY],
    onSaved: onClose,
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isPending={save.isPending}
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

const CLIENTE_COLUMNS: readonly CadastroColumn<ClienteResumo>[] = [
  { label: L.nomeFantasia, render: (cliente) => cliente.nomeFantasia },
  { label: L.razaoSocial, render: (cliente) => cliente.razaoSocial },
  { label: L.cnpj, isNowrap: true, render: (cliente) => formatCnpj(cliente.cnpj) || cliente.cnpj },
  { label: L.uf, render: (cliente) => cliente.uf ?? EMPTY_CELL },
  { label: L.situacao, render: (cliente) => <SituacaoBadge ativo={cliente.ativo} /> },
];

/** The group's data and the clients that belong to it, paged by the server. */
function GrupoDetalhe({ grupo, onClose }: { grupo: GrupoEconomico; onClose: () => void }) {
  const paging = usePaging();
  const clientes = useQuery({
    queryKey: [...GRUPOS_QUERY_KEY, 'clientes', grupo.id, paging.page, paging.size],
    queryFn: () => listClientesDoGrupo(grupo.id, paging.page, paging.size),
    placeholderData: keepPreviousData,
  });
  const total = clientes.data?.totalElements ?? 0;
  // The few clients of most groups fit one page: the bar shows once there are more.
  const pagination: CadastroPagedProps | CadastroUnpagedProps =
    total > paging.size
      ? { total, page: paging.page, size: paging.size, onPageChange: paging.setPaging }
      : {};
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Campo label={L.nome}>{grupo.nome}</Campo>
        <Campo label={L.situacao}>
          <SituacaoBadge ativo={grupo.ativo} />
        </Campo>
        <Campo label={L.cadastradoEm}>{formatDateTime(grupo.createdAt) ?? EMPTY_CELL}</Campo>
      </SimpleGrid>
      <Campo label={L.descricao}>{grupo.descricao ?? EMPTY_CELL}</Campo>
      <Title order={3} size="h5" mt="xs">
        {L.clientesDoGrupo} ({grupo.quantidadeClientes})
      </Title>
      <CadastroTable
        label={L.clientesDoGrupo}
        columns={CLIENTE_COLUMNS}
        rows={clientes.data?.content ?? []}
        rowKey={(cliente) => cliente.id}
        isLoading={clientes.isPending}
        emptyMessage={L.nenhumCliente}
        minWidth={560}
        {...pagination}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {L.fechar}
        </Button>
      </Group>
    </Stack>
  );
}
