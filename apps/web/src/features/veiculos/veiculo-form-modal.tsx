import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import { UFS } from '@portal/shared/common/ufs';
import type { MarcaModeloCombo } from '@portal/shared/common/opcoes';
import {
  ANO_MINIMO,
  veiculoInputSchema,
  type Veiculo,
  type VeiculoInput,
} from '@portal/shared/veiculos/schemas';
import {
  CHASSI_LENGTH,
  CHASSI_REMARCADO_MAX_LENGTH,
  RENAVAM_LENGTH,
} from '@portal/shared/common/veiculo';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { MarcaModeloSelect } from '../../components/marca-modelo-select';
import { showServerErrors } from '../../components/cadastro-server-errors';
import { clientesComboQuery } from '../../lib/lookups/clientes-combo';
import { showSuccess } from '../../lib/notices';
import { formResolver } from '../../lib/zod-resolver';
import { buscarVeiculo, salvarVeiculo, VEICULOS_QUERY_KEY } from './veiculos-api';
import { VEICULO_LABELS as L } from './veiculos.labels';

/** What the dialog shows: a new vehicle, or an existing one to edit or to view. */
export type VeiculoDialog = CadastroDialog;

type FormValues = z.input<typeof veiculoInputSchema>;

const FIELDS = [
  'clienteId',
  'chassi',
  'placa',
  'ufPlaca',
  'renavam',
  'anoFabricacao',
  'anoModelo',
  'marcaModeloId',
  'cor',
] as const satisfies readonly (keyof FormValues)[];

/** Upper case, letters and digits only; I, O and Q are left for the validator to refuse. */
export function maskChassi(value: string, maxLength: number): string {
  return value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, maxLength);
}

/** 'ABC-1234' for an old plate, 'ABC1D23' for a Mercosul one, as far as typed. */
export function maskPlaca(value: string): string {
  const clean = value
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 7);
  return clean.length > 4 && /\d/.test(clean.charAt(4))
    ? `${clean.slice(0, 3)}-${clean.slice(3)}`
    : clean;
}

function valuesOf(veiculo: Veiculo): FormValues {
  return {
    clienteId: veiculo.cliente.id,
    chassi: veiculo.chassi,
    remarcado: veiculo.remarcado,
    placa: veiculo.placa ? maskPlaca(veiculo.placa) : '',
    ufPlaca: (veiculo.ufPlaca ?? null) as FormValues['ufPlaca'],
    renavam: veiculo.renavam ?? '',
    anoFabricacao: veiculo.anoFabricacao,
    anoModelo: veiculo.anoModelo,
    marcaModeloId: veiculo.marcaModelo.id,
    cor: veiculo.cor ?? '',
  };
}

const EMPTY: Partial<FormValues> = {
  chassi: '',
  remarcado: false,
  placa: '',
  ufPlaca: null,
  renavam: '',
  marcaModeloId: '',
  cor: '',
};

export interface VeiculoFormModalProps {
  dialog: VeiculoDialog;
  onClose: () => void;
  /** A registradora user chooses the client; a client's user keeps its own. */
  isRegistradora: boolean;
}

/** Create, edit or view a vehicle in a dialog; the list refreshes after a save. */
export function VeiculoFormModal({ dialog, onClose, isRegistradora }: VeiculoFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={VEICULOS_QUERY_KEY}
      fetchById={buscarVeiculo}
      renderNew={() => <VeiculoForm onClose={onClose} isRegistradora={isRegistradora} />}
      renderExisting={(veiculo, mode) => (
        <VeiculoForm
          veiculo={veiculo}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          isRegistradora={isRegistradora}
        />
      )}
    />
  );
}

function VeiculoForm({
  veiculo,
  isReadOnly = false,
  onClose,
  isRegistradora,
}: {
  veiculo?: Veiculo;
  isReadOnly?: boolean;
  onClose: () => void;
  isRegistradora: boolean;
}) {
  const queryClient = useQueryClient();
  const resolver = useMemo(() => withCliente(isRegistradora), [isRegistradora]);
  const form = useForm<FormValues, unknown, VeiculoInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: veiculo ? valuesOf(veiculo) : EMPTY,
  });
  const { errors } = form.formState;
  const isRemarcado = useWatch({ control: form.control, name: 'remarcado' }) ?? false;
  const [marcaModelo, setMarcaModelo] = useState<MarcaModeloCombo | null>(
    veiculo?.marcaModelo ?? null,
  );

  const clientes = useQuery({ ...clientesComboQuery(), enabled: isRegistradora });

  const salvar = useMutation({
    mutationFn: (input: VeiculoInput) => salvarVeiculo(veiculo?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(veiculo ? L.alterado : L.cadastrado);
      await queryClient.invalidateQueries({ queryKey: VEICULOS_QUERY_KEY });
      onClose();
    },
    // The global notice already lists the messages; the fields they name show them too.
    onError: (error) => showServerErrors(error, form.setError, FIELDS),
  });

  const chassiMax = isRemarcado ? CHASSI_REMARCADO_MAX_LENGTH : CHASSI_LENGTH;

  return (
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
                        (veiculo
                          ? [{ value: veiculo.cliente.id, label: veiculo.cliente.nomeFantasia }]
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
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
              <Stack gap={6}>
                <Controller
                  control={form.control}
                  name="chassi"
                  render={({ field }) => (
                    <TextInput
                      label={L.chassi}
                      withAsterisk
                      value={field.value ?? ''}
                      onChange={(event) =>
                        field.onChange(maskChassi(event.currentTarget.value, chassiMax))
                      }
                      onBlur={field.onBlur}
                      error={errors.chassi?.message}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="remarcado"
                  render={({ field }) => (
                    <Checkbox
                      label={L.remarcado}
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Stack>
              <Controller
                control={form.control}
                name="marcaModeloId"
                render={({ field }) => (
                  <MarcaModeloSelect
                    label={L.marcaModelo}
                    withAsterisk
                    value={marcaModelo}
                    onChange={(escolhida) => {
                      setMarcaModelo(escolhida);
                      field.onChange(escolhida?.id ?? '');
                    }}
                    onBlur={field.onBlur}
                    error={errors.marcaModeloId?.message}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              <Controller
                control={form.control}
                name="placa"
                render={({ field }) => (
                  <TextInput
                    label={L.placa}
                    placeholder={L.semPlaca}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(maskPlaca(event.currentTarget.value))}
                    onBlur={field.onBlur}
                    error={errors.placa?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="ufPlaca"
                render={({ field }) => (
                  <Select
                    label={L.ufPlaca}
                    searchable
                    clearable
                    data={UFS}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    error={errors.ufPlaca?.message}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="renavam"
                render={({ field }) => (
                  <TextInput
                    label={L.renavam}
                    inputMode="numeric"
                    value={field.value ?? ''}
                    onChange={(event) =>
                      field.onChange(
                        event.currentTarget.value.replace(/\D/g, '').slice(0, RENAVAM_LENGTH),
                      )
                    }
                    onBlur={field.onBlur}
                    error={errors.renavam?.message}
                  />
                )}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
              {(['anoFabricacao', 'anoModelo'] as const).map((name) => (
                <Controller
                  key={name}
                  control={form.control}
                  name={name}
                  render={({ field }) => (
                    <NumberInput
                      label={L[name]}
                      withAsterisk
                      allowDecimal={false}
                      allowNegative={false}
                      hideControls
                      min={ANO_MINIMO}
                      maxLength={4}
                      value={field.value ?? ''}
                      onChange={(value) =>
                        field.onChange(typeof value === 'number' ? value : undefined)
                      }
                      onBlur={field.onBlur}
                      error={errors[name]?.message}
                    />
                  )}
                />
              ))}
              <TextInput
                label={L.cor}
                maxLength={40}
                {...form.register('cor')}
                error={errors.cor?.message}
              />
            </SimpleGrid>
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
  );
}

/**
 * The shared schema plus one rule it cannot know: a registradora user must name the client
 * (a client's user has its own, which the server applies).
 */
function withCliente(isRegistradora: boolean): Resolver<FormValues, unknown, VeiculoInput> {
  const base = formResolver(veiculoInputSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!isRegistradora || values.clienteId) return result;
    return {
      values: {},
      errors: { ...result.errors, clienteId: { type: 'required', message: 'Campo obrigatório' } },
    };
  };
}
