import { useQuery } from '@tanstack/react-query';
import { SimpleGrid, Stack } from '@mantine/core';
import {
  servicoDetranInputSchema,
  type ServicoDetran,
  type ServicoDetranInput,
} from '@portal/shared/servicos/schemas';
import { CadastroFormModal } from '../../components/cadastro-form-modal';
import { ModalForm } from '../../components/form/modal-form';
import { MoedaField } from '../../components/form/moeda-field';
import { PeriodoFields } from '../../components/form/periodo-fields';
import { SelectField } from '../../components/form/select-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { hoje } from '../../lib/dates';
import { destinosQuery } from '../../lib/lookups/destinos';
import { DETRAN_FORMULARIO_QUERY_KEY } from '../../lib/lookups/detran-formulario';
import { servicosComboQuery } from '../../lib/lookups/servicos-combo';
import { fetchPreco, savePreco, SERVICOS_DETRAN_QUERY_KEY } from './servicos-api';
import { SERVICO_LABELS as L } from './servicos.labels';
import { useFormSave } from '../../components/form/use-form-save';

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

/** The shared schema, fed what it expects: an empty start is missing, an empty end is none. */
function prepare(values: FormValues) {
  return {
    ...values,
    vigenciaInicio: values.vigenciaInicio || undefined,
    vigenciaFim: values.vigenciaFim || null,
  };
}

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
      fetchById={fetchPreco}
      renderNew={() => <PrecoForm onClose={onClose} />}
      renderExisting={(preco) => <PrecoForm preco={preco} onClose={onClose} />}
    />
  );
}

function PrecoForm({ preco, onClose }: { preco?: ServicoDetran; onClose: () => void }) {
  const form = useFormKit<typeof servicoDetranInputSchema, FormValues>(servicoDetranInputSchema, {
    prepare,
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

  const save = useFormSave(form, {
    save: (input: ServicoDetranInput) => savePreco(preco?.id ?? null, input),
    successMessage: preco ? L.precoAlterado : L.precoCadastrado,
    // The contract form shows a Detran's fee in force today.
    refresh: [SERVICOS_DETRAN_QUERY_KEY, DETRAN_FORMULARIO_QUERY_KEY],
    onSaved: onClose,
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isPending={save.isPending}
      gap="sm"
    >
      <Stack gap="sm">
        <SelectField
          name="fornecedorId"
          label={L.destino}
          withAsterisk
          searchable
          data={destinoOptions}
          nothingFoundMessage={L.nenhum}
        />
        <SelectField
          name="tipoServico"
          label={L.servico}
          withAsterisk
          searchable
          data={servicoOptions}
          format={(value) => (value === undefined ? null : String(value))}
          parse={(value) => (value ? Number(value) : undefined)}
          nothingFoundMessage={L.nenhum}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MoedaField name="valor" label={L.valor} withAsterisk />
          <PeriodoFields
            inicio={{ name: 'vigenciaInicio', label: L.vigenciaInicio, withAsterisk: true }}
            fim={{ name: 'vigenciaFim', label: L.vigenciaFim, description: L.semFimDica }}
          />
        </SimpleGrid>
      </Stack>
    </ModalForm>
  );
}
