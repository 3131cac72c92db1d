import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Grid,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  servicoCreateSchema,
  servicoUpdateSchema,
  type Servico,
  type ServicoCreate,
  type ServicoUpdate,
} from '@portal/shared/servicos/schemas';
import { errorMessagesOf } from '../../lib/http-client';
import { SERVICOS_COMBO_QUERY_KEY } from '../../lib/lookups/servicos-combo';
import { showSuccess } from '../../lib/notices';
import { refreshQueries } from '../../lib/refresh-queries';
import { formResolver } from '../../lib/zod-resolver';
import { alterarServico, criarServico, SERVICOS_QUERY_KEY } from './servicos-api';
import { SERVICO_LABELS as L } from './servicos.labels';

/** What the dialog shows: a new service type, or an existing one to edit. */
export type ServicoDialog = { mode: 'criar' } | { mode: 'editar'; servico: Servico } | null;

interface FormValues {
  /** '' while the field is empty (Mantine's NumberInput). */
  codigo: number | string;
  nome: string;
  descricao: string;
  ativo: boolean;
}

type Output = ServicoCreate | ServicoUpdate;

const FIELDS = ['codigo', 'nome', 'descricao'] as const satisfies readonly (keyof FormValues)[];

type FormResolver = Resolver<FormValues, unknown, Output>;
type ReshapedResolver = (
  values: unknown,
  context: unknown,
  options: Parameters<FormResolver>[2],
) => ReturnType<FormResolver>;

// The shared schemas validate a reshaped copy of the form's values (same field names, so their
// errors land on the form's fields); only the types differ, hence the casts.
const createResolver = formResolver(servicoCreateSchema) as unknown as ReshapedResolver;
const updateResolver = formResolver(servicoUpdateSchema) as unknown as ReshapedResolver;

/**
 * An empty code is a missing one (so the message is 'Campo obrigatório') and an empty
 * description is none; the code never changes on an edit, so it is not sent then.
 */
function resolverFor(isNew: boolean): FormResolver {
  return (values, context, options) => {
    const descricao = values.descricao.trim() === '' ? null : values.descricao;
    const common = { nome: values.nome, descricao, ativo: values.ativo };
    if (!isNew) return updateResolver(common, context, options);
    const codigo = values.codigo === '' ? undefined : Number(values.codigo);
    return createResolver({ ...common, codigo }, context, options);
  };
}

export interface ServicoFormModalProps {
  dialog: ServicoDialog;
  onClose: () => void;
}

export function ServicoFormModal({ dialog, onClose }: ServicoFormModalProps) {
  return (
    <Modal
      opened={dialog !== null}
      onClose={onClose}
      title={dialog?.mode === 'editar' ? L.tituloEditarServico : L.tituloNovoServico}
      size="lg"
      centered
    >
      {dialog && (
        <ServicoForm
          key={dialog.mode === 'editar' ? dialog.servico.codigo : 'novo'}
          servico={dialog.mode === 'editar' ? dialog.servico : undefined}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ServicoForm({ servico, onClose }: { servico?: Servico; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, Output>({
    resolver: resolverFor(!servico),
    mode: 'onTouched',
    defaultValues: servico
      ? {
          codigo: servico.codigo,
          nome: servico.nome,
          descricao: servico.descricao ?? '',
          ativo: servico.ativo,
        }
      : { codigo: '', nome: '', descricao: '', ativo: true },
  });
  const { errors } = form.formState;

  const salvar = useMutation({
    mutationFn: (input: Output) =>
      servico
        ? alterarServico(servico.codigo, input as ServicoUpdate)
        : criarServico(input as ServicoCreate),
    onSuccess: async () => {
      showSuccess(servico ? L.servicoAlterado : L.servicoCadastrado);
      await refreshQueries(queryClient, [SERVICOS_QUERY_KEY, SERVICOS_COMBO_QUERY_KEY]);
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

  return (
    <form onSubmit={form.handleSubmit((values) => salvar.mutate(values))} noValidate>
      <Stack gap="sm">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Controller
              control={form.control}
              name="codigo"
              render={({ field }) => (
                <NumberInput
                  label={L.codigo}
                  withAsterisk={!servico}
                  disabled={Boolean(servico)}
                  allowDecimal={false}
                  allowNegative={false}
                  hideControls
                  min={1}
                  max={9999}
                  clampBehavior="strict"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.codigo?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={L.nome}
              withAsterisk
              maxLength={100}
              {...form.register('nome')}
              error={errors.nome?.message}
            />
          </Grid.Col>
        </Grid>
        <Textarea
          label={L.descricao}
          rows={3}
          maxLength={300}
          {...form.register('descricao')}
          error={errors.descricao?.message}
        />
        <Controller
          control={form.control}
          name="ativo"
          render={({ field }) => (
            <Switch
              label={L.ativo}
              mt="xs"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {L.cancelar}
          </Button>
          <Button type="submit" loading={salvar.isPending}>
            {L.salvar}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
