import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import IconLink from '@tabler/icons-react/dist/esm/icons/IconLink.mjs';
import IconLinkOff from '@tabler/icons-react/dist/esm/icons/IconLinkOff.mjs';
import type { z } from 'zod';
import {
  agenteFinanceiroCreateSchema,
  type AgenteFinanceiro,
  type AgenteFinanceiroCliente,
  type AgenteFinanceiroCreate,
} from '@portal/shared/agentes-financeiros/schemas';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { EnderecoFields, enderecoFormValuesOf } from '../../components/form/endereco-fields';
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { MultiSelectField } from '../../components/form/multi-select-field';
import { SwitchField } from '../../components/form/switch-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { openConfirm } from '../../lib/confirm';
import { AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY } from '../../lib/lookups/agentes-financeiros-of-cliente';
import { clientesComboQuery } from '../../lib/lookups/clientes-combo';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import {
  AGENTES_FINANCEIROS_QUERY_KEY,
  updateAgenteFinanceiro,
  associateCliente,
  fetchAgenteFinanceiro,
  createAgenteFinanceiro,
  dissociateCliente,
} from './agentes-financeiros-api';
import { AGENTE_FINANCEIRO_LABELS as L } from './agentes-financeiros.labels';
import type { CadastroAccess as AgenteFinanceiroAccess } from '../../hooks/use-cadastro-access';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new agent, or an existing one to edit or to view. */
export type AgenteFinanceiroDialog = CadastroDialog<{ clienteIds: string[] }>;

type FormValues = z.input<typeof agenteFinanceiroCreateSchema>;

function valuesOf(agente: AgenteFinanceiro | undefined, clienteIds: string[]): FormValues {
  return {
    razaoSocial: agente?.razaoSocial ?? '',
    nome: agente?.nome ?? '',
    cnpj: maskCnpj(agente?.cnpj ?? ''),
    endereco: enderecoFormValuesOf(agente?.endereco ?? null),
    telefone: maskTelefone(agente?.telefone ?? ''),
    email: agente?.email ?? null,
    ativo: agente?.ativo ?? true,
    clienteIds,
  };
}

export interface AgenteFinanceiroFormModalProps {
  dialog: AgenteFinanceiroDialog;
  onClose: () => void;
  access: AgenteFinanceiroAccess;
}

/**
 * Create, edit or view a financial agent in a dialog. A new agent is saved with the clients
 * chosen for it; an existing one gains and loses clients at once, through the association
 * calls, apart from its data's 'Salvar'.
 */
export function AgenteFinanceiroFormModal({
  dialog,
  onClose,
  access,
}: AgenteFinanceiroFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={AGENTES_FINANCEIROS_QUERY_KEY}
      fetchById={fetchAgenteFinanceiro}
      renderNew={({ clienteIds }) => (
        <AgenteForm onClose={onClose} access={access} clienteIds={clienteIds} />
      )}
      renderExisting={(agente, mode) => (
        <AgenteForm
          agente={agente}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          access={access}
          clienteIds={[]}
        />
      )}
    />
  );
}

function AgenteForm({
  agente,
  isReadOnly = false,
  onClose,
  access,
  clienteIds,
}: {
  agente?: AgenteFinanceiro;
  isReadOnly?: boolean;
  onClose: () => void;
  access: AgenteFinanceiroAccess;
  clienteIds: string[];
}) {
  const form = useFormKit(agenteFinanceiroCreateSchema, {
    isBlankRequired: true,
    defaultValues: valuesOf(agente, clienteIds),
  });
  const clientes = useQuery(clientesComboQuery());

  const save = useFormSave(form, {
    save: (values: AgenteFinanceiroCreate) => {
      if (!agente) return createAgenteFinanceiro(values);
      // The associations of an existing agent change through their own calls.
      const { razaoSocial, nome, cnpj, endereco, telefone, email, ativo } = values;
      return updateAgenteFinanceiro(agente.id, {
        razaoSocial,
        nome,
        cnpj,
        endereco,
        telefone,
        email,
        ativo,
      });
    },
    successMessage: agente ? L.alterado : L.cadastrado,
    refresh: [AGENTES_FINANCEIROS_QUERY_KEY, AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY],
    onSaved: onClose,
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
      after={
        agente && <ClientesAssociados agente={agente} canChange={!isReadOnly && access.canEdit} />
      }
    >
      <Stack gap="md">
        <Fieldset legend={L.dadosCadastrais}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField name="razaoSocial" label={L.razaoSocial} withAsterisk maxLength={150} />
            <TextField name="nome" label={L.nome} withAsterisk maxLength={150} />
            <MaskedField name="cnpj" mask="cnpj" label={L.cnpj} withAsterisk />
            <MaskedField name="telefone" mask="telefone" label={L.telefone} withAsterisk />
            <TextField name="email" label={L.email} type="email" maxLength={150} isBlankNull />
            <SwitchField name="ativo" label={L.ativo} mt={{ base: 0, sm: 'lg' }} />
          </SimpleGrid>
        </Fieldset>

        <EnderecoFields />

        {!agente && access.isRegistradora && (
          <MultiSelectField
            name="clienteIds"
            label={L.clientes}
            description={L.clientesNovo}
            searchable
            clearable
            data={clientes.data?.map((c) => ({ value: c.id, label: c.nomeFantasia })) ?? []}
            nothingFoundMessage="Nenhum cliente encontrado"
          />
        )}
      </Stack>
    </ModalForm>
  );
}

/**
 * The clients an existing agent works for: each association is added or removed at once
 * (agentesFinanceiros/{id}/clientes/{clienteId}), and the agent is read again.
 */
function ClientesAssociados({
  agente,
  canChange,
}: {
  agente: AgenteFinanceiro;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const clientes = useQuery(clientesComboQuery());
  const [clienteId, setClienteId] = useState<string | null>(null);
  const associados = new Set(agente.clientes.map((c) => c.clienteId));
  const disponiveis = (clientes.data ?? []).filter((c) => !associados.has(c.id));

  async function refresh() {
    await refreshQueries(queryClient, [
      AGENTES_FINANCEIROS_QUERY_KEY,
      AGENTES_FINANCEIROS_OF_CLIENTE_QUERY_KEY,
    ]);
  }
  const associate = useMutation({
    mutationFn: (id: string) => associateCliente(agente.id, id),
    onSuccess: async (association) => {
      showSuccess(L.associado(association.nomeFantasiaCliente));
      setClienteId(null);
      await refresh();
    },
  });
  const dissociate = useMutation({
    mutationFn: (association: AgenteFinanceiroCliente) =>
      dissociateCliente(agente.id, association.clienteId),
    onSuccess: async (_nothing, association) => {
      showSuccess(L.desassociado(association.nomeFantasiaCliente));
      await refresh();
    },
  });

  function confirmDissociate(association: AgenteFinanceiroCliente) {
    openConfirm({
      title: L.tituloDesassociar,
      message: L.confirmarDesassociar(agente.nome, association.nomeFantasiaCliente),
      onConfirm: () => dissociate.mutate(association),
    });
  }

  return (
    <Fieldset legend={L.clientes}>
      <Text size="sm" c="dimmed" mb="xs">
        {canChange ? `${L.clientesDescricao} ${L.clientesNaHora}` : L.clientesDescricao}
      </Text>
      {agente.clientes.length === 0 ? (
        <Text size="sm">{L.nenhumCliente}</Text>
      ) : (
        <Table verticalSpacing={4} aria-label={L.clientes}>
          <Table.Tbody>
            {agente.clientes.map((association) => (
              <Table.Tr key={association.id}>
                <Table.Td>{association.nomeFantasiaCliente}</Table.Td>
                {canChange && (
                  <Table.Td w={60} ta="right">
                    <Tooltip label={L.desassociar}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`${L.desassociar} ${association.nomeFantasiaCliente}`}
                        loading={
                          dissociate.isPending && dissociate.variables?.id === association.id
                        }
                        onClick={() => confirmDissociate(association)}
                      >
                        <IconLinkOff size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canChange && disponiveis.length > 0 && (
        <Group align="flex-end" mt="sm" wrap="nowrap">
          <Select
            label={L.associarA}
            searchable
            clearable
            style={{ flex: 1 }}
            data={disponiveis.map((c) => ({ value: c.id, label: c.nomeFantasia }))}
            value={clienteId}
            onChange={setClienteId}
            nothingFoundMessage="Nenhum cliente encontrado"
          />
          <Button
            type="button"
            variant="light"
            leftSection={<IconLink size={16} />}
            disabled={!clienteId}
            loading={associate.isPending}
            onClick={() => clienteId && associate.mutate(clienteId)}
          >
            {L.associar}
          </Button>
        </Group>
      )}
    </Fieldset>
  );
}
