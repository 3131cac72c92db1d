import { Grid, Modal, Stack } from '@mantine/core';
import {
  servicoCreateSchema,
  servicoUpdateSchema,
  type Servico,
  type ServicoCreate,
  type ServicoUpdate,
} from '@portal/shared/servicos/schemas';
import { ModalForm } from '../../components/form/modal-form';
import { NumberField } from '../../components/form/number-field';
import { SwitchField } from '../../components/form/switch-field';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { SERVICOS_COMBO_QUERY_KEY } from '../../lib/lookups/servicos-combo';
import { updateServico, createServico, SERVICOS_QUERY_KEY } from './servicos-api';
import { SERVICO_LABELS as L } from './servicos.labels';
import { useFormSave } from '../../components/form/use-form-save';

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

/** An empty description is none. */
function prepareUpdate(values: FormValues) {
  const descricao = values.descricao.trim() === '' ? null : values.descricao;
  return { nome: values.nome, descricao, ativo: values.ativo };
}

/** An empty code is a missing one (so the message is 'Campo obrigatório'). */
function prepareCreate(values: FormValues) {
  const codigo = values.codigo === '' ? undefined : Number(values.codigo);
  return { ...prepareUpdate(values), codigo };
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
  // The code never changes on an edit, so it is not sent then.
  const form = useFormKit<typeof servicoCreateSchema | typeof servicoUpdateSchema, FormValues>(
    servico ? servicoUpdateSchema : servicoCreateSchema,
    {
      prepare: servico ? prepareUpdate : prepareCreate,
      defaultValues: servico
        ? {
            codigo: servico.codigo,
            nome: servico.nome,
            descricao: servico.descricao ?? '',
            ativo: servico.ativo,
          }
        : { codigo: '', nome: '', descricao: '', ativo: true },
    },
  );

  const save = useFormSave(form, {
    save: (input: Output) =>
      servico
        ? updateServico(servico.codigo, input as ServicoUpdate)
        : createServico(input as ServicoCreate),
    successMessage: servico ? L.servicoAlterado : L.servicoCadastrado,
    refresh: [SERVICOS_QUERY_KEY, SERVICOS_COMBO_QUERY_KEY],
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
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberField
              name="codigo"
              label={L.codigo}
              withAsterisk={!servico}
              disabled={Boolean(servico)}
              min={1}
              max={9999}
              clampBehavior="strict"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextField name="nome" label={L.nome} withAsterisk maxLength={100} />
          </Grid.Col>
        </Grid>
        <TextareaField name="descricao" label={L.descricao} rows={3} maxLength={300} />
        <SwitchField name="ativo" label={L.ativo} mt="xs" />
      </Stack>
    </ModalForm>
  );
}
