import { useMemo } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { z } from 'zod';
import {
  terceiroGarantidorInputSchema,
  type TerceiroGarantidor,
  type TerceiroGarantidorInput,
} from '@portal/shared/terceiros-garantidores/schemas';
import { maskCpfCnpj, maskTelefone } from '@portal/shared/common/masks';
import {
  CadastroEnderecoFields,
  enderecoFormValuesOf,
} from '../../components/cadastro-endereco-fields';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { showServerErrors } from '../../components/cadastro-server-errors';
import { clientesComboQuery } from '../../lib/lookups/clientes-combo';
import { showSuccess } from '../../lib/notices';
import { formResolver } from '../../lib/zod-resolver';
import {
  buscarTerceiroGarantidor,
  salvarTerceiroGarantidor,
  TERCEIROS_GARANTIDORES_QUERY_KEY,
} from './terceiros-garantidores-api';
import { TERCEIRO_GARANTIDOR_LABELS as L } from './terceiros-garantidores.labels';

/** What the dialog shows: a new guarantor, or an existing one to edit or to view. */
export type TerceiroGarantidorDialog = CadastroDialog;

type FormValues = z.input<typeof terceiroGarantidorInputSchema>;

const FIELDS = [
  'clienteId',
  'nome',
  'cpfCnpj',
  'endereco.cep',
  'endereco.logradouro',
  'endereco.numero',
  'endereco.complemento',
  'endereco.bairro',
  'endereco.uf',
  'endereco.codigoMunicipioIbge',
  'telefone',
  'email',
] as const;

function valuesOf(terceiro: TerceiroGarantidor): FormValues {
  return {
    clienteId: terceiro.cliente.id,
    nome: terceiro.nome,
    cpfCnpj: maskCpfCnpj(terceiro.cpfCnpj),
    endereco: enderecoFormValuesOf(terceiro.endereco),
    telefone: maskTelefone(terceiro.telefone),
    email: terceiro.email ?? '',
  };
}

const EMPTY: FormValues = {
  nome: '',
  cpfCnpj: '',
  endereco: enderecoFormValuesOf(null),
  telefone: '',
  email: '',
};

export interface TerceiroGarantidorFormModalProps {
  dialog: TerceiroGarantidorDialog;
  onClose: () => void;
  /** A registradora user chooses the client; a client's user keeps its own. */
  isRegistradora: boolean;
}

/** Create, edit or view a guarantor in a dialog; the list refreshes after a save. */
export function TerceiroGarantidorFormModal({
  dialog,
  onClose,
  isRegistradora,
}: TerceiroGarantidorFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={TERCEIROS_GARANTIDORES_QUERY_KEY}
      fetchById={buscarTerceiroGarantidor}
      renderNew={() => <TerceiroGarantidorForm onClose={onClose} isRegistradora={isRegistradora} />}
      renderExisting={(terceiro, mode) => (
        <TerceiroGarantidorForm
          terceiro={terceiro}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          isRegistradora={isRegistradora}
        />
      )}
    />
  );
}

function TerceiroGarantidorForm({
  terceiro,
  isReadOnly = false,
  onClose,
  isRegistradora,
}: {
  terceiro?: TerceiroGarantidor;
  isReadOnly?: boolean;
  onClose: () => void;
  isRegistradora: boolean;
}) {
  const queryClient = useQueryClient();
  const resolver = useMemo(() => withCliente(isRegistradora), [isRegistradora]);
  const form = useForm<FormValues, unknown, TerceiroGarantidorInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: terceiro ? valuesOf(terceiro) : EMPTY,
  });
  const { errors } = form.formState;
  const clientes = useQuery({ ...clientesComboQuery(), enabled: isRegistradora });
  const salvar = useMutation({
    mutationFn: (input: TerceiroGarantidorInput) =>
      salvarTerceiroGarantidor(terceiro?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(terceiro ? L.alterado : L.cadastrado);
      await queryClient.invalidateQueries({ queryKey: TERCEIROS_GARANTIDORES_QUERY_KEY });
      onClose();
    },
    // The global notice already lists the messages; the fields they name show them too.
    onError: (error) => showServerErrors(error, form.setError, FIELDS),
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => salvar.mutate(values))} noValidate>
        <Stack gap="md">
          <Fieldset variant="unstyled" disabled={isReadOnly}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
                {isRegistradora && (
                  <Controller
                    control={form.control}
                    name="clienteId"
                    render={({ field }) => (
                      <Select
                        label={L.cliente}
                        withAsterisk
                        searchable
                        data={
                          clientes.data?.map((c) => ({ value: c.id, label: c.nomeFantasia })) ??
                          (terceiro
                            ? [{ value: terceiro.cliente.id, label: terceiro.cliente.nomeFantasia }]
                            : [])
                        }
                        value={field.value ?? null}
                        onChange={(value) => field.onChange(value ?? undefined)}
                        onBlur={field.onBlur}
                        error={errors.clienteId?.message}
                        nothingFoundMessage={L.nenhum}
                      />
                    )}
                  />
                )}
                <TextInput
                  label={L.nome}
                  withAsterisk
                  maxLength={150}
                  {...form.register('nome')}
                  error={errors.nome?.message}
                />
                <Controller
                  control={form.control}
                  name="cpfCnpj"
                  render={({ field }) => (
                    <TextInput
                      label={L.cpfCnpj}
                      withAsterisk
                      placeholder="000.000.000-00 ou 00.000.000/0000-00"
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(maskCpfCnpj(event.currentTarget.value))}
                      onBlur={field.onBlur}
                      error={errors.cpfCnpj?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="telefone"
                  render={({ field }) => (
                    <TextInput
                      label={L.telefone}
                      withAsterisk
                      placeholder="(00) 0 0000-0000"
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(maskTelefone(event.currentTarget.value))}
                      onBlur={field.onBlur}
                      error={errors.telefone?.message}
                    />
                  )}
                />
                <TextInput
                  label={L.email}
                  type="email"
                  maxLength={150}
                  {...form.register('email')}
                  error={errors.email?.message}
                />
              </SimpleGrid>
              <CadastroEnderecoFields legend={L.endereco} />
            </Stack>
          </Fieldset>
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

/**
 * The shared schema plus one rule it cannot know: a registradora user must name the client
 * (a client's user has its own, which the server applies).
 */
function withCliente(
  isRegistradora: boolean,
): Resolver<FormValues, unknown, TerceiroGarantidorInput> {
  const base = formResolver(terceiroGarantidorInputSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!isRegistradora || values.clienteId) return result;
    return {
      values: {},
      errors: { ...result.errors, clienteId: { type: 'required', message: 'Campo obrigatório' } },
    };
  };
}
