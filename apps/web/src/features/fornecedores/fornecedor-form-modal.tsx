import { Controller, useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import {
  fornecedorInputSchema,
  TIPO_FORNECEDOR_LABELS,
  TIPOS_FORNECEDOR,
  type Fornecedor,
  type FornecedorInput,
} from '@portal/shared/fornecedores/schemas';
import { ufOptions } from '@portal/shared/common/ufs';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import { requiredWhenBlank } from '../../components/cadastro-resolver';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { showServerErrors } from '../../components/cadastro-server-errors';
import { DESTINOS_QUERY_KEY } from '../../lib/lookups/destinos';
import { UFS_DETRANS_QUERY_KEY } from '../../lib/lookups/ufs-detrans';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import { formResolver } from '../../lib/zod-resolver';
import { buscarFornecedor, FORNECEDORES_QUERY_KEY, salvarFornecedor } from './fornecedores-api';
import { FORNECEDOR_LABELS as L } from './fornecedores.labels';

/** What the dialog shows: a new supplier, or an existing one to edit or to view. */
export type FornecedorDialog = CadastroDialog;

type FormValues = z.input<typeof fornecedorInputSchema>;

const FIELDS = [
  'nome',
  'razaoSocial',
  'cnpj',
  'tipo',
  'uf',
  'email',
  'telefone',
  'descricao',
] as const;

const TIPO_OPTIONS = TIPOS_FORNECEDOR.map((tipo) => ({
  value: tipo,
  label: TIPO_FORNECEDOR_LABELS[tipo],
}));
const UF_OPTIONS = ufOptions();

/** Optional fields travel as null when left blank (the shared schema refuses ''). */
const blankAsNull = (value: string | null | undefined) => (value?.trim() ? value : null);

function valuesOf(fornecedor: Fornecedor | undefined): FormValues {
  return {
    nome: fornecedor?.nome ?? '',
    razaoSocial: fornecedor?.razaoSocial ?? null,
    cnpj: fornecedor?.cnpj ? maskCnpj(fornecedor.cnpj) : null,
    // The 27 Detrans exist already (one per UF): a new supplier is another destination.
    tipo: (fornecedor?.tipo ?? 'OUTRO') as FormValues['tipo'],
    uf: (fornecedor?.uf ?? null) as FormValues['uf'],
    email: fornecedor?.email ?? null,
    telefone: fornecedor?.telefone ? maskTelefone(fornecedor.telefone) : null,
    descricao: fornecedor?.descricao ?? null,
    pagadorTaxaDetranRj: fornecedor?.pagadorTaxaDetranRj ?? false,
    ativo: fornecedor?.ativo ?? true,
  };
}

export interface FornecedorFormModalProps {
  dialog: FornecedorDialog;
  onClose: () => void;
}

/** Create, edit or view a supplier in a dialog; the list refreshes after a save. */
export function FornecedorFormModal({ dialog, onClose }: FornecedorFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={FORNECEDORES_QUERY_KEY}
      fetchById={buscarFornecedor}
      renderNew={() => <FornecedorForm onClose={onClose} />}
      renderExisting={(fornecedor, mode) => (
        <FornecedorForm
          fornecedor={fornecedor}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
        />
      )}
    />
  );
}

function FornecedorForm({
  fornecedor,
  isReadOnly = false,
  onClose,
}: {
  fornecedor?: Fornecedor;
  isReadOnly?: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FornecedorInput>({
    resolver: requiredWhenBlank(formResolver(fornecedorInputSchema)),
    mode: 'onTouched',
    defaultValues: valuesOf(fornecedor),
  });
  const { errors } = form.formState;
  const isDetran = fornecedor?.tipo === 'DETRAN';

  const salvar = useMutation({
    mutationFn: (input: FornecedorInput) => salvarFornecedor(fornecedor?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(fornecedor ? L.alterado : L.cadastrado);
      await refreshQueries(queryClient, [
        FORNECEDORES_QUERY_KEY,
        DESTINOS_QUERY_KEY,
        UFS_DETRANS_QUERY_KEY,
      ]);
      onClose();
    },
    onError: (error) => showServerErrors(error, form.setError, FIELDS),
  });

  return (
    <form onSubmit={form.handleSubmit((values) => salvar.mutate(values))} noValidate>
      <Stack gap="md">
        {isDetran && !isReadOnly && (
          <Alert color="blue" variant="light">
            {L.detranFixo}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={isReadOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput
              label={L.nome}
              withAsterisk
              maxLength={150}
              {...form.register('nome')}
              error={errors.nome?.message}
            />
            <TextInput
              label={L.razaoSocial}
              maxLength={150}
              {...form.register('razaoSocial', { setValueAs: blankAsNull })}
              error={errors.razaoSocial?.message}
            />
            <Controller
              control={form.control}
              name="cnpj"
              render={({ field }) => (
                <TextInput
                  label={L.cnpj}
                  placeholder="00.000.000/0000-00"
                  value={field.value ?? ''}
                  onChange={(event) =>
                    field.onChange(blankAsNull(maskCnpj(event.currentTarget.value)))
                  }
                  onBlur={field.onBlur}
                  error={errors.cnpj?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tipo"
              render={({ field }) => (
                <Select
                  label={L.tipo}
                  withAsterisk
                  // A Detran stays a Detran, and the Detrans are the system's (one per UF).
                  disabled
                  data={TIPO_OPTIONS}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={errors.tipo?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="uf"
              render={({ field }) => (
                <Select
                  label={L.uf}
                  withAsterisk={isDetran}
                  searchable
                  clearable={!isDetran}
                  disabled={isDetran}
                  data={UF_OPTIONS}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  error={errors.uf?.message}
                  nothingFoundMessage="Nenhuma UF encontrada"
                />
              )}
            />
            <TextInput
              label={L.email}
              type="email"
              maxLength={150}
              {...form.register('email', { setValueAs: blankAsNull })}
              error={errors.email?.message}
            />
            <Controller
              control={form.control}
              name="telefone"
              render={({ field }) => (
                <TextInput
                  label={L.telefone}
                  placeholder="(00) 0 0000-0000"
                  inputMode="tel"
                  value={field.value ?? ''}
                  onChange={(event) =>
                    field.onChange(blankAsNull(maskTelefone(event.currentTarget.value)))
                  }
                  onBlur={field.onBlur}
                  error={errors.telefone?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label={L.descricao}
            mt="sm"
            autosize
            minRows={2}
            maxRows={5}
            maxLength={500}
            {...form.register('descricao', { setValueAs: blankAsNull })}
            error={errors.descricao?.message}
          />
          <Group mt="md" gap="xl">
            <Controller
              control={form.control}
              name="pagadorTaxaDetranRj"
              render={({ field }) => (
                <Switch
                  label={L.pagadorTaxaDetranRj}
                  description={L.pagadorTaxaDetranRjDescricao}
                  checked={field.value ?? false}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={form.control}
              name="ativo"
              render={({ field }) => (
                <Switch
                  label={L.ativo}
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                />
              )}
            />
          </Group>
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
