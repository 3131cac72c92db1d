import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  servicoDetranInputSchema,
  type ServicoDetran,
  type ServicoDetranInput,
} from '@portal/shared/servicos/schemas';
import { CadastroFormModal } from '../../components/cadastro-form-modal';
import { hoje } from '../../lib/dates';
import { errorMessagesOf } from '../../lib/http-client';
import { destinosQuery } from '../../lib/lookups/destinos';
import { servicosComboQuery } from '../../lib/lookups/servicos-combo';
import { showSuccess } from '../../lib/notices';
import { formResolver } from '../../lib/zod-resolver';
import { MoedaInput } from './moeda-input';
import { buscarPreco, salvarPreco, SERVICOS_DETRAN_QUERY_KEY } from './servicos-api';
import { SERVICO_LABELS as L } from './servicos.labels';

/** What the dialog shows: a new price, or an existing one to edit. */
export type PrecoDialog = { mode: 'criar' } | { mode: 'editar'; id: string } | null;

interface FormValues {
  fornecedorId: string | undefined;
  tipoServico: number | undefined;
  /**
   * The API's decimal string ('85.90'; the field shows 'R$ 85,90'), null when empty: a
   * Controller reads undefined as "back to the default value".
   */
  valor: string | null;
  /** 'YYYY-MM-DD' from the date field; '' when empty. */
  vigenciaInicio: string;
  vigenciaFim: string;
}

const FIELDS = [
  'fornecedorId',
  'tipoServico',
  'valor',
  'vigenciaInicio',
  'vigenciaFim',
] as const satisfies readonly (keyof FormValues)[];

const baseResolver = formResolver(servicoDetranInputSchema);

/** The shared schema, fed what it expects: an empty start is missing, an empty end is none. */
const resolver: Resolver<FormValues, unknown, ServicoDetranInput> = (values, context, options) =>
  baseResolver(
    {
      fornecedorId: values.fornecedorId as string,
      tipoServico: values.tipoServico as number,
      valor: values.valor as string,
      vigenciaInicio: (values.vigenciaInicio || undefined) as string,
      vigenciaFim: values.vigenciaFim || null,
    },
    context,
    options as unknown as Parameters<typeof baseResolver>[2],
  ) as ReturnType<Resolver<FormValues, unknown, ServicoDetranInput>>;

export interface PrecoFormModalProps {
  dialog: PrecoDialog;
  onClose: () => void;
}

/** Create or edit what a Detran charges for a service type, from a date on. */
export function PrecoFormModal({ dialog, onClose }: PrecoFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovoPreco, editar: L.tituloEditarPreco }}
      size="lg"
      queryKey={SERVICOS_DETRAN_QUERY_KEY}
      fetchById={buscarPreco}
      renderNew={() => <PrecoForm onClose={onClose} />}
      renderExisting={(preco) => <PrecoForm preco={preco} onClose={onClose} />}
    />
  );
}

function PrecoForm({ preco, onClose }: { preco?: ServicoDetran; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormValues, unknown, ServicoDetranInput>({
    resolver,
    mode: 'onTouched',
    defaultValues: preco
      ? {
          fornecedorId: preco.fornecedorId,
          tipoServico: preco.tipoServico,
          valor: preco.valor,
          vigenciaInicio: preco.vigenciaInicio,
          vigenciaFim: preco.vigenciaFim ?? '',
        }
      : {
          fornecedorId: undefined,
          tipoServico: undefined,
          valor: null,
          vigenciaInicio: hoje(),
          vigenciaFim: '',
        },
  });
  const { errors } = form.formState;

  const destinos = useQuery(destinosQuery());
  const servicos = useQuery(servicosComboQuery());

  // Only active destinations and services are offered; the one a price already names stays.
  const destinoOptions = (destinos.data ?? []).map((d) => ({
    value: d.id,
    label: d.uf ? `${d.nome} (${d.uf})` : d.nome,
  }));
  if (preco && !destinoOptions.some((option) => option.value === preco.fornecedorId)) {
    destinoOptions.push({ value: preco.fornecedorId, label: preco.fornecedorNome });
  }
  const servicoOptions = (servicos.data ?? [])
    .filter((s) => s.ativo || s.codigo === preco?.tipoServico)
    .map((s) => ({ value: String(s.codigo), label: `${s.codigo} - ${s.nome}` }));
  if (preco && !servicoOptions.some((option) => option.value === String(preco.tipoServico))) {
    servicoOptions.push({
      value: String(preco.tipoServico),
      label: `${preco.tipoServico} - ${preco.servicoNome}`,
    });
  }

  const salvar = useMutation({
    mutationFn: (input: ServicoDetranInput) => salvarPreco(preco?.id ?? null, input),
    onSuccess: async () => {
      showSuccess(preco ? L.precoAlterado : L.precoCadastrado);
      await queryClient.invalidateQueries({ queryKey: SERVICOS_DETRAN_QUERY_KEY });
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
        <Controller
          control={form.control}
          name="fornecedorId"
          render={({ field }) => (
            <Select
              label={L.destino}
              withAsterisk
              searchable
              data={destinoOptions}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={errors.fornecedorId?.message}
              nothingFoundMessage={L.nenhum}
            />
          )}
        />
        <Controller
          control={form.control}
          name="tipoServico"
          render={({ field }) => (
            <Select
              label={L.servico}
              withAsterisk
              searchable
              data={servicoOptions}
              value={field.value === undefined ? null : String(field.value)}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              onBlur={field.onBlur}
              error={errors.tipoServico?.message}
              nothingFoundMessage={L.nenhum}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Controller
            control={form.control}
            name="valor"
            render={({ field }) => (
              <MoedaInput
                label={L.valor}
                withAsterisk
                value={field.value}
                onChange={(valor) => field.onChange(valor ?? null)}
                onBlur={field.onBlur}
                error={errors.valor?.message}
              />
            )}
          />
          <TextInput
            type="date"
            label={L.vigenciaInicio}
            withAsterisk
            {...form.register('vigenciaInicio')}
            error={errors.vigenciaInicio?.message}
          />
          <TextInput
            type="date"
            label={L.vigenciaFim}
            description={L.semFimDica}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.register('vigenciaFim')}
            error={errors.vigenciaFim?.message}
          />
        </SimpleGrid>
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
