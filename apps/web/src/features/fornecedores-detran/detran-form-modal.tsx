import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import {
  fornecedorInputSchema,
  type Fornecedor,
  type FornecedorInput,
} from '@portal/shared/fornecedores/schemas';
import { ufLabel, type Uf } from '@portal/shared/common/ufs';
import { maskCnpj, maskTelefone } from '@portal/shared/common/masks';
import {
  CadastroFormModal,
  type CadastroExistingDialog,
} from '../../components/cadastro-form-modal';
import { errorMessagesOf } from '../../lib/http-client';
import { DESTINOS_QUERY_KEY } from '../../lib/lookups/destinos';
import { UFS_DETRANS_QUERY_KEY } from '../../lib/lookups/ufs-detrans';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import { formResolver } from '../../lib/zod-resolver';
import { buscarDetran, DETRANS_QUERY_KEY, salvarDetran } from './detrans-api';
import { DETRAN_LABELS as L } from './detrans.labels';

/** What the dialog shows: a Detran to view or to edit (the 27 exist; none is created here). */
export type DetranDialog = CadastroExistingDialog | null;

type FormValues = z.input<typeof fornecedorInputSchema>;

const FIELDS = [
  'nome',
  'razaoSocial',
  'cnpj',
  'email',
  'telefone',
  'descricao',
] as const satisfies readonly (keyof FormValues)[];

/** Optional fields a person leaves blank: the schema wants null for "none", not ''. */
const BLANK_AS_NULL = ['cnpj', 'email', 'telefone'] as const;

function valuesOf(detran: Fornecedor): FormValues {
  return {
    nome: detran.nome,
    razaoSocial: detran.razaoSocial ?? '',
    cnpj: detran.cnpj ? maskCnpj(detran.cnpj) : '',
    tipo: 'DETRAN',
    uf: detran.uf as Uf,
    email: detran.email ?? '',
    telefone: detran.telefone ? maskTelefone(detran.telefone) : '',
    descricao: detran.descricao ?? '',
    pagadorTaxaDetranRj: detran.pagadorTaxaDetranRj,
    ativo: detran.ativo,
  };
}

const baseResolver = formResolver(fornecedorInputSchema);

const resolver: Resolver<FormValues, unknown, FornecedorInput> = (values, context, options) => {
  const cleaned = { ...values };
  for (const field of BLANK_AS_NULL) {
    if (typeof cleaned[field] === 'string' && cleaned[field].trim() === '') cleaned[field] = null;
  }
  return baseResolver(cleaned, context, options);
};

export interface DetranFormModalProps {
  dialog: DetranDialog;
  onClose: () => void;
}

/** View or edit one Detran in a dialog; the list refreshes after a save. */
export function DetranFormModal({ dialog, onClose }: DetranFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={DETRANS_QUERY_KEY}
      fetchById={buscarDetran}
      renderExisting={(detran, mode) => (
        <DetranForm detran={detran} isReadOnly={mode === 'visualizar'} onClose={onClose} />
      )}
    />
  );
}

function DetranForm({
  detran,
  isReadOnly,
  onClose,
}: {
  detran: Fornecedor;
  isReadOnly: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, FornecedorInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: valuesOf(detran),
  });
  const { errors } = form.formState;

  const salvar = useMutation({
    mutationFn: (input: FornecedorInput) => salvarDetran(detran.id, input),
    onSuccess: async () => {
      showSuccess(L.alterado);
      await refreshQueries(queryClient, [
        DETRANS_QUERY_KEY,
        DESTINOS_QUERY_KEY,
        UFS_DETRANS_QUERY_KEY,
      ]);
      onClose();
    },
    onError: (error) => {
      // The global notice already lists the messages; the fields they name show them too.
      for (const { campo, mensagem } of errorMessagesOf(error)) {
        const field = FIELDS.find((name) => name === campo);
        if (field) form.setError(field, { message: mensagem.replace(`${campo}: `, '') });
      }
    },
  });

  const uf = detran.uf as Uf | null;
  return (
    <form onSubmit={form.handleSubmit((values) => salvar.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {L.referencia}
        </Text>
        <Fieldset variant="unstyled" disabled={isReadOnly}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <TextInput label={L.uf} value={uf ? ufLabel(uf) : ''} readOnly disabled />
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
              {...form.register('razaoSocial')}
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
                  onChange={(event) => field.onChange(maskCnpj(event.currentTarget.value))}
                  onBlur={field.onBlur}
                  error={errors.cnpj?.message}
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
              name="telefone"
              render={({ field }) => (
                <TextInput
                  label={L.telefone}
                  placeholder="(00) 0000-0000"
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(maskTelefone(event.currentTarget.value))}
                  onBlur={field.onBlur}
                  error={errors.telefone?.message}
                />
              )}
            />
          </SimpleGrid>
          <Textarea
            label={L.descricao}
            mt="sm"
            rows={3}
            maxLength={500}
            {...form.register('descricao')}
            error={errors.descricao?.message}
          />
          <Stack gap="xs" mt="md">
            <Controller
              control={form.control}
              name="pagadorTaxaDetranRj"
              render={({ field }) => (
                <Switch
                  label={L.pagadorTaxaDetranRj}
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
