import { useQuery } from '@tanstack/react-query';
import { Alert, Badge, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import {
  clienteInputSchema,
  type Cliente,
  type ClienteInput,
} from '@portal/shared/clientes/schemas';
import { nomeDaUf } from '@portal/shared/common/ufs';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { EnderecoFields, enderecoFormValuesOf } from '../../components/form/endereco-fields';
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { SelectField } from '../../components/form/select-field';
import { SwitchField } from '../../components/form/switch-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { CLIENTES_COMBO_QUERY_KEY } from '../../lib/lookups/clientes-combo';
import { gruposEconomicosComboQuery } from '../../lib/lookups/grupos-economicos-combo';
import { fetchCliente, CLIENTES_QUERY_KEY, saveCliente } from './clientes-api';
import { CLIENTE_LABELS as L } from './clientes.labels';
import type { CadastroAccess as ClienteAccess } from '../../hooks/use-cadastro-access';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new client, or an existing one to edit or to view. */
export type ClienteDialog = CadastroDialog;

type FormValues = z.input<typeof clienteInputSchema>;

const FLAGS = [
  { name: 'vbDetransAtivo', label: L.vbDetrans, description: L.vbDetransDescricao },
  { name: 'vbPagueAtivo', label: L.vbPague, description: L.vbPagueDescricao },
  { name: 'serasaHubAtivo', label: L.vbHub, description: L.vbHubDescricao },
] as const;

function valuesOf(cliente: Cliente | undefined): FormValues {
  return {
    razaoSocial: cliente?.razaoSocial ?? '',
    nomeFantasia: cliente?.nomeFantasia ?? '',
    cnpj: maskCnpj(cliente?.cnpj ?? ''),
    grupoEconomicoId: cliente?.grupoEconomico?.id ?? null,
    endereco: enderecoFormValuesOf(cliente?.endereco ?? null),
    email: cliente?.email ?? '',
    telefone: maskTelefone(cliente?.telefone ?? ''),
    vbDetransAtivo: cliente?.vbDetransAtivo ?? false,
    vbPagueAtivo: cliente?.vbPagueAtivo ?? false,
    serasaHubAtivo: cliente?.serasaHubAtivo ?? false,
    ativo: cliente?.ativo ?? true,
  };
}

/**
 * The states where the company operates (what its public pre-registration said), read-only,
 * and whether it is still a prospect of the pre-registration.
 */
function EstadosAtuacao({ cliente }: { cliente: Cliente }) {
  return (
    <Fieldset
      legend={
        <Group gap="xs" component="span">
          {L.estadosAtuacao}
          {cliente.preCadastro && (
            <Badge color="grape" variant="light" tt="none" component="span">
              {L.preCadastro}
            </Badge>
          )}
        </Group>
      }
    >
      {cliente.ufsAtuacao.length === 0 ? (
        <Text size="sm" c="dimmed">
          {L.estadosAtuacaoNenhum}
        </Text>
      ) : (
        <Group gap={6} component="ul" aria-label={L.estadosAtuacao} m={0} p={0}>
          {cliente.ufsAtuacao.map((uf) => (
            <Badge
              key={uf}
              component="li"
              variant="outline"
              tt="none"
              title={nomeDaUf(uf)}
              aria-label={`${uf} - ${nomeDaUf(uf)}`}
            >
              {uf}
            </Badge>
          ))}
        </Group>
      )}
    </Fieldset>
  );
}

export interface ClienteFormModalProps {
  dialog: ClienteDialog;
  onClose: () => void;
  access: ClienteAccess;
}

/** Create, edit or view a client in a dialog; the list refreshes after a save. */
export function ClienteFormModal({ dialog, onClose, access }: ClienteFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={CLIENTES_QUERY_KEY}
      fetchById={fetchCliente}
      renderNew={() => <ClienteForm onClose={onClose} access={access} />}
      renderExisting={(cliente, mode) => (
        <ClienteForm
          cliente={cliente}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          access={access}
        />
      )}
    />
  );
}

function ClienteForm({
  cliente,
  isReadOnly = false,
  onClose,
  access,
}: {
  cliente?: Cliente;
  isReadOnly?: boolean;
  onClose: () => void;
  access: ClienteAccess;
}) {
  const form = useFormKit(clienteInputSchema, {
    isBlankRequired: true,
    defaultValues: valuesOf(cliente),
  });
  // The commercial settings are the registradora's (the server refuses a client's change).
  const canChangeSettings = access.isRegistradora && !isReadOnly;

  const grupos = useQuery(gruposEconomicosComboQuery());
  const grupoOptions = (grupos.data ?? []).map((g) => ({ value: g.id, label: g.nome }));
  const grupoAtual = cliente?.grupoEconomico;
  // A group no longer offered (inactive) still shows by name on the client that has it.
  if (grupoAtual && !grupoOptions.some((option) => option.value === grupoAtual.id)) {
    grupoOptions.push({ value: grupoAtual.id, label: grupoAtual.nome });
  }

  const save = useFormSave(form, {
    save: (input: ClienteInput) => saveCliente(cliente?.id ?? null, input),
    successMessage: cliente ? L.alterado : L.cadastrado,
    refresh: [CLIENTES_QUERY_KEY, CLIENTES_COMBO_QUERY_KEY],
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
        cliente &&
        !cliente.endereco &&
        !isReadOnly && (
          <Alert color="orange" variant="light">
            {L.completarPreCadastro}
          </Alert>
        )
      }
    >
      <Stack gap="md">
        <Fieldset legend={L.dadosCadastrais}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextField name="razaoSocial" label={L.razaoSocial} withAsterisk maxLength={150} />
            <TextField name="nomeFantasia" label={L.nomeFantasia} withAsterisk maxLength={150} />
            <MaskedField name="cnpj" mask="cnpj" label={L.cnpj} withAsterisk />
            <SelectField
              name="grupoEconomicoId"
              label={L.grupoEconomico}
              placeholder={L.semGrupo}
              searchable
              clearable
              disabled={!canChangeSettings}
              data={grupoOptions}
              parse={(option) => option}
              nothingFoundMessage="Nenhum grupo encontrado"
            />
            <TextField name="email" label={L.email} withAsterisk type="email" maxLength={150} />
            <MaskedField name="telefone" mask="telefone" label={L.telefone} withAsterisk />
          </SimpleGrid>
        </Fieldset>
        {cliente && <EstadosAtuacao cliente={cliente} />}
        <EnderecoFields />
        <Fieldset legend={L.funcionalidades}>
          <Text size="sm" c="dimmed" mb="sm">
            {access.isRegistradora
              ? L.funcionalidadesDescricao
              : L.funcionalidadesSomenteRegistradora}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {FLAGS.map((flag) => (
              <SwitchField key={flag.name} {...flag} disabled={!canChangeSettings} />
            ))}
            <SwitchField name="ativo" label={L.ativo} disabled={!canChangeSettings} />
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </ModalForm>
  );
}
