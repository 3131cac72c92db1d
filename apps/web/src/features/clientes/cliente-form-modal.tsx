import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import {
  clienteInputSchema,
  type Cliente,
  type ClienteInput,
} from '@portal/shared/clientes/schemas';
import { nomeDaUf } from '@portal/shared/common/ufs';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import {
  CadastroEnderecoFields,
  enderecoFormValuesOf,
} from '../../components/cadastro-endereco-fields';
import { requiredWhenBlank } from '../../components/cadastro-resolver';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { showServerErrors } from '../../components/cadastro-server-errors';
import { CLIENTES_COMBO_QUERY_KEY } from '../../lib/lookups/clientes-combo';
import { gruposEconomicosComboQuery } from '../../lib/lookups/grupos-economicos-combo';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import { formResolver } from '../../lib/zod-resolver';
import { buscarCliente, CLIENTES_QUERY_KEY, salvarCliente } from './clientes-api';
import { CLIENTE_LABELS as L } from './clientes.labels';
import type { CadastroAccess as ClienteAccess } from '../../hooks/use-cadastro-access';

/** What the dialog shows: a new client, or an existing one to edit or to view. */
export type ClienteDialog = CadastroDialog;

type FormValues = z.input<typeof clienteInputSchema>;

/** The fields a server message may name (`campo`), to show it under the field. */
const FIELDS = [
  'razaoSocial',
  'nomeFantasia',
  'cnpj',
  'grupoEconomicoId',
  'email',
  'telefone',
  'endereco.cep',
  'endereco.logradouro',
  'endereco.numero',
  'endereco.complemento',
  'endereco.bairro',
  'endereco.codigoMunicipioIbge',
  'endereco.uf',
] as const;

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
      fetchById={buscarCliente}
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
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, ClienteInput>({
    resolver: requiredWhenBlank(formResolver(clienteInputSchema)),
    mode: 'onTouched',
    defaultValues: valuesOf(cliente),
  });
  const { errors } = form.formState;
  // The commercial settings are the registradora's (the server refuses a client's change).
  const canChangeSettings = access.isRegistradora && !isReadOnly;

  const grupos = useQuery(gruposEconomicosComboQuery());
  const grupoOptions = (grupos.data ?? []).map((g) => ({ value: g.id, label: g.nome }));
  const grupoAtual = cliente?.grupoEconomico;
  // A group no longer offered (inactive) still shows by name on the client that has it.
  if (grupoAtual && !grupoOptions.some((option) => option.value === grupoAtual.id)) {
    grupoOptions.push({ value: grupoAtual.id, label: grupoAtual.nome });
  }

  const salvar = useMutation({
    mutationFn: (input: ClienteInput) => salvarCliente(cliente?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(cliente ? L.alterado : L.cadastrado);
      await refreshQueries(queryClient, [CLIENTES_QUERY_KEY, CLIENTES_COMBO_QUERY_KEY]);
      onClose();
    },
    onError: (error) => showServerErrors(error, form.setError, FIELDS),
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => salvar.mutate(values))} noValidate>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={isReadOnly}>
            <Stack gap="md">
              <Fieldset legend={L.dadosCadastrais}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                  <TextInput
                    label={L.razaoSocial}
                    withAsterisk
                    maxLength={150}
                    {...form.register('razaoSocial')}
                    error={errors.razaoSocial?.message}
                  />
                  <TextInput
                    label={L.nomeFantasia}
                    withAsterisk
                    maxLength={150}
                    {...form.register('nomeFantasia')}
                    error={errors.nomeFantasia?.message}
                  />
                  <Controller
                    control={form.control}
                    name="cnpj"
                    render={({ field }) => (
                      <TextInput
                        label={L.cnpj}
                        withAsterisk
                        placeholder="00.000.000/0000-00"
                        value={field.value}
                        onChange={(event) => field.onChange(maskCnpj(event.currentTarget.value))}
                        onBlur={field.onBlur}
                        error={errors.cnpj?.message}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name="grupoEconomicoId"
                    render={({ field }) => (
                      <Select
                        label={L.grupoEconomico}
                        placeholder={L.semGrupo}
                        searchable
                        clearable
                        disabled={!canChangeSettings}
                        data={grupoOptions}
                        value={field.value ?? null}
                        onChange={(value) => field.onChange(value)}
                        onBlur={field.onBlur}
                        error={errors.grupoEconomicoId?.message}
                        nothingFoundMessage="Nenhum grupo encontrado"
                      />
                    )}
                  />
                  <TextInput
                    label={L.email}
                    withAsterisk
                    type="email"
                    maxLength={150}
                    {...form.register('email')}
                    error={errors.email?.message}
                  />
                  <Controller
                    control={form.control}
                    name="telefone"
                    render={({ field }) => (
                      <TextInput
                        label={L.telefone}
                        withAsterisk
                        placeholder="(00) 0 0000-0000"
                        inputMode="tel"
                        value={field.value}
                        onChange={(event) =>
                          field.onChange(maskTelefone(event.currentTarget.value))
                        }
                        onBlur={field.onBlur}
                        error={errors.telefone?.message}
                      />
                    )}
                  />
                </SimpleGrid>
              </Fieldset>

              {cliente && <EstadosAtuacao cliente={cliente} />}

              <CadastroEnderecoFields />

              <Fieldset legend={L.funcionalidades}>
                <Text size="sm" c="dimmed" mb="sm">
                  {access.isRegistradora
                    ? L.funcionalidadesDescricao
                    : L.funcionalidadesSomenteRegistradora}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
                  {FLAGS.map((flag) => (
                    <Controller
                      key={flag.name}
                      control={form.control}
                      name={flag.name}
                      render={({ field }) => (
                        <Switch
                          label={flag.label}
                          description={flag.description}
                          disabled={!canChangeSettings}
                          checked={field.value ?? false}
                          onChange={(event) => field.onChange(event.currentTarget.checked)}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                  ))}
                  <Controller
                    control={form.control}
                    name="ativo"
                    render={({ field }) => (
                      <Switch
                        label={L.ativo}
                        disabled={!canChangeSettings}
                        checked={field.value ?? true}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                        onBlur={field.onBlur}
                      />
                    )}
                  />
                </SimpleGrid>
              </Fieldset>
            </Stack>
          </Fieldset>
          {cliente && !cliente.endereco && !isReadOnly && (
            <Alert color="orange" variant="light">
              {L.completarPreCadastro}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {isReadOnly ? L.fechar : L.cancelar}
            </Button>
            {!isReadOnly && (
              <Button type="submit" loading={salvar.isPending}>
                {L.salvar}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
