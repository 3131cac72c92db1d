import { SimpleGrid } from '@mantine/core';
import type { z } from 'zod';
import {
  MARCA_MODELO_CODIGO_MAX,
  marcaModeloInputSchema,
  type MarcaModelo,
  type MarcaModeloInput,
} from '@portal/shared/marcas-modelos/schemas';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { ModalForm } from '../../components/form/modal-form';
import { NumberField } from '../../components/form/number-field';
import { SwitchField } from '../../components/form/switch-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { MARCAS_MODELOS_COMBO_QUERY_KEY } from '../../lib/lookups/marcas-modelos-combo';
import { fetchMarcaModelo, MARCAS_MODELOS_QUERY_KEY, saveMarcaModelo } from './marcas-modelos-api';
import { MARCA_MODELO_LABELS as L } from './marcas-modelos.labels';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new brand/model, or an existing one to edit or to view. */
export type MarcaModeloDialog = CadastroDialog;

type FormValues = z.input<typeof marcaModeloInputSchema>;

const EMPTY: Partial<FormValues> = { marca: '', modelo: '', ativo: true };

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
      fetchById={fetchMarcaModelo}
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
  const form = useFormKit(marcaModeloInputSchema, {
    defaultValues: marcaModelo
      ? {
          codigo: marcaModelo.codigo,
          marca: marcaModelo.marca,
          modelo: marcaModelo.modelo,
          ativo: marcaModelo.ativo,
        }
      : EMPTY,
  });

  const save = useFormSave(form, {
    save: (input: MarcaModeloInput) => saveMarcaModelo(marcaModelo?.id ?? null, input),
    successMessage: marcaModelo ? L.alterado : L.cadastrado,
    refresh: [MARCAS_MODELOS_QUERY_KEY, MARCAS_MODELOS_COMBO_QUERY_KEY],
    onSaved: onClose,
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <NumberField
          name="codigo"
          label={L.codigo}
          withAsterisk
          max={MARCA_MODELO_CODIGO_MAX}
          isEmptyUndefined
        />
        <TextField name="marca" label={L.marca} withAsterisk maxLength={60} />
        <TextField name="modelo" label={L.modelo} withAsterisk maxLength={100} />
        <SwitchField name="ativo" label={L.ativo} mt="lg" />
      </SimpleGrid>
    </ModalForm>
  );
}
