import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import {
  MARCA_MODELO_CODIGO_MAX,
  marcaModeloInputSchema,
  type MarcaModelo,
  type MarcaModeloInput,
} from '@portal/shared/marcas-modelos/schemas';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { showServerErrors } from '../../components/cadastro-server-errors';
import { MARCAS_MODELOS_COMBO_QUERY_KEY } from '../../lib/lookups/marcas-modelos-combo';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import { formResolver } from '../../lib/zod-resolver';
import {
  buscarMarcaModelo,
  MARCAS_MODELOS_QUERY_KEY,
  salvarMarcaModelo,
} from './marcas-modelos-api';
import { MARCA_MODELO_LABELS as L } from './marcas-modelos.labels';

/** What the dialog shows: a new brand/model, or an existing one to edit or to view. */
export type MarcaModeloDialog = CadastroDialog;

type FormValues = z.input<typeof marcaModeloInputSchema>;

const FIELDS = ['codigo', 'marca', 'modelo'] as const satisfies readonly (keyof FormValues)[];

const EMPTY: Partial<FormValues> = { marca: '', modelo: '', ativo: true };

const resolver = formResolver(marcaModeloInputSchema);

/** Create, edit or view a brand/model in a dialog; the list refreshes after a save. */
export function MarcaModeloFormModal({
  dialog,
  onClose,
}: {
  dialog: MarcaModeloDialog;
  onClose: () => void;
}) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      size="lg"
      queryKey={MARCAS_MODELOS_QUERY_KEY}
      fetchById={buscarMarcaModelo}
      renderNew={() => <MarcaModeloForm onClose={onClose} />}
      renderExisting={(marcaModelo, mode) => (
        <MarcaModeloForm
          marcaModelo={marcaModelo}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
        />
      )}
    />
  );
}

function MarcaModeloForm({
  marcaModelo,
  isReadOnly = false,
  onClose,
}: {
  marcaModelo?: MarcaModelo;
  isReadOnly?: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, MarcaModeloInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: marcaModelo
      ? {
          codigo: marcaModelo.codigo,
          marca: marcaModelo.marca,
          modelo: marcaModelo.modelo,
          ativo: marcaModelo.ativo,
        }
      : EMPTY,
  });
  const { errors } = form.formState;

  const salvar = useMutation({
    mutationFn: (input: MarcaModeloInput) => salvarMarcaModelo(marcaModelo?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(marcaModelo ? L.alterado : L.cadastrado);
      await refreshQueries(queryClient, [MARCAS_MODELOS_QUERY_KEY, MARCAS_MODELOS_COMBO_QUERY_KEY]);
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
            <Controller
              control={form.control}
              name="codigo"
              render={({ field }) => (
                <NumberInput
                  label={L.codigo}
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  max={MARCA_MODELO_CODIGO_MAX}
                  value={field.value ?? ''}
                  onChange={(value) =>
                    field.onChange(typeof value === 'number' ? value : undefined)
                  }
                  onBlur={field.onBlur}
                  error={errors.codigo?.message}
                />
              )}
            />
            <TextInput
              label={L.marca}
              withAsterisk
              maxLength={60}
              {...form.register('marca')}
              error={errors.marca?.message}
            />
            <TextInput
              label={L.modelo}
              withAsterisk
              maxLength={100}
              {...form.register('modelo')}
              error={errors.modelo?.message}
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
