import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import { ufOptions } from '@portal/shared/common/ufs';
import {
  despachanteInputSchema,
  type Despachante,
  type DespachanteInput,
} from '@portal/shared/despachantes/schemas';
import { maskCpfCnpj, maskTelefone } from '@portal/shared/common/masks';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { showServerErrors } from '../../components/cadastro-server-errors';
import { cidadesOfUfQuery } from '../../lib/lookups/cidades-of-uf';
import { clientesComboQuery } from '../../lib/lookups/clientes-combo';
import { showSuccess } from '../../lib/notices';
import { formResolver } from '../../lib/zod-resolver';
import { buscarDespachante, DESPACHANTES_QUERY_KEY, salvarDespachante } from './despachantes-api';
import { DESPACHANTE_LABELS as L } from './despachantes.labels';

/** What the dialog shows: a new dispatcher, or an existing one to edit or to view. */
export type DespachanteDialog = CadastroDialog;

type FormValues = z.input<typeof despachanteInputSchema>;

const FIELDS = [
  'clienteId',
  'nome',
  'cpfCnpj',
  'numeroCredenciamento',
  'uf',
  'codigoMunicipioIbge',
  'telefone',
  'email',
] as const satisfies readonly (keyof FormValues)[];

/** 'SP - São Paulo', as the address fields of the other registration forms show a UF. */
const UF_OPTIONS = ufOptions();

function valuesOf(despachante: Despachante): FormValues {
  return {
    clienteId: despachante.cliente.id,
    nome: despachante.nome,
    cpfCnpj: maskCpfCnpj(despachante.cpfCnpj),
    numeroCredenciamento: despachante.numeroCredenciamento ?? '',
    uf: despachante.uf as FormValues['uf'],
    codigoMunicipioIbge: despachante.codigoMunicipioIbge,
    telefone: maskTelefone(despachante.telefone),
    email: despachante.email ?? '',
    ativo: despachante.ativo,
  };
}

const EMPTY: Partial<FormValues> = {
  nome: '',
  cpfCnpj: '',
  numeroCredenciamento: '',
  codigoMunicipioIbge: '',
  telefone: '',
  email: '',
  ativo: true,
};

export interface DespachanteFormModalProps {
  dialog: DespachanteDialog;
  onClose: () => void;
  /** A registradora user chooses the client; a client's user keeps its own. */
  isRegistradora: boolean;
}

/** Create, edit or view a dispatcher in a dialog; the list refreshes after a save. */
export function DespachanteFormModal({
  dialog,
  onClose,
  isRegistradora,
}: DespachanteFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={DESPACHANTES_QUERY_KEY}
      fetchById={buscarDespachante}
      renderNew={() => <DespachanteForm onClose={onClose} isRegistradora={isRegistradora} />}
      renderExisting={(despachante, mode) => (
        <DespachanteForm
          despachante={despachante}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          isRegistradora={isRegistradora}
        />
      )}
    />
  );
}

function DespachanteForm({
  despachante,
  isReadOnly = false,
  onClose,
  isRegistradora,
}: {
  despachante?: Despachante;
  isReadOnly?: boolean;
  onClose: () => void;
  isRegistradora: boolean;
}) {
  const queryClient = useQueryClient();
  const resolver = useMemo(() => withCliente(isRegistradora), [isRegistradora]);
  const form = useForm<FormValues, unknown, DespachanteInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: despachante ? valuesOf(despachante) : EMPTY,
  });
  const { errors } = form.formState;
  const uf = useWatch({ control: form.control, name: 'uf' });

  const clientes = useQuery({ ...clientesComboQuery(), enabled: isRegistradora });
  const cidades = useQuery({ ...cidadesOfUfQuery(uf ?? ''), enabled: Boolean(uf) });

  const salvar = useMutation({
    mutationFn: (input: DespachanteInput) => salvarDespachante(despachante?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(despachante ? L.alterado : L.cadastrado);
      await queryClient.invalidateQueries({ queryKey: DESPACHANTES_QUERY_KEY });
      onClose();
    },
    // The global notice already lists the messages; the fields they name show them too.
    onError: (error) => showServerErrors(error, form.setError, FIELDS),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => salvar.mutate(values))} noValidate>
      <Stack gap="md">
        <Fieldset variant="unstyled" disabled={isReadOnly}>
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
                      (despachante
                        ? [
                            {
                              value: despachante.cliente.id,
                              label: despachante.cliente.nomeFantasia,
                            },
                          ]
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
            <TextInput
              label={L.numeroCredenciamento}
              maxLength={30}
              {...form.register('numeroCredenciamento')}
              error={errors.numeroCredenciamento?.message}
            />
            <Controller
              control={form.control}
              name="uf"
              render={({ field }) => (
                <Select
                  label={L.uf}
                  withAsterisk
                  searchable
                  data={UF_OPTIONS}
                  value={field.value ?? null}
                  onChange={(value) => {
                    field.onChange(value ?? undefined);
                    form.setValue('codigoMunicipioIbge', '');
                  }}
                  onBlur={field.onBlur}
                  error={errors.uf?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="codigoMunicipioIbge"
              render={({ field }) => (
                <Select
                  label={L.municipio}
                  withAsterisk
                  searchable
                  limit={100}
                  placeholder={uf ? undefined : L.escolhaUf}
                  disabled={!uf}
                  data={cidades.data?.map((c) => ({ value: c.codigoIbge, label: c.nome })) ?? []}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errors.codigoMunicipioIbge?.message}
                  nothingFoundMessage={L.nenhum}
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
            <Controller
              control={form.control}
              name="ativo"
              render={({ field }) => (
                <Switch
                  label={L.ativo}
                  mt="lg"
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </SimpleGrid>
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
  );
}

/**
 * The shared schema plus one rule it cannot know: a registradora user must name the client
 * (a client's user has its own, which the server applies).
 */
function withCliente(isRegistradora: boolean): Resolver<FormValues, unknown, DespachanteInput> {
  const base = formResolver(despachanteInputSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!isRegistradora || values.clienteId) return result;
    return {
      values: {},
      errors: { ...result.errors, clienteId: { type: 'required', message: 'Campo obrigatório' } },
    };
  };
}
