import { SimpleGrid, Stack } from '@mantine/core';
import type { z } from 'zod';
import {
  terceiroGarantidorInputSchema,
  type TerceiroGarantidor,
  type TerceiroGarantidorInput,
} from '@portal/shared/terceiros-garantidores/schemas';
import { maskCpfCnpj, maskTelefone } from '@portal/shared/common/masks';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { ClienteSelectField } from '../../components/form/cliente-select-field';
import { EnderecoFields, enderecoFormValuesOf } from '../../components/form/endereco-fields';
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import {
  fetchTerceiroGarantidor,
  saveTerceiroGarantidor,
  TERCEIROS_GARANTIDORES_QUERY_KEY,
} from './terceiros-garantidores-api';
import { TERCEIRO_GARANTIDOR_LABELS as L } from './terceiros-garantidores.labels';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new guarantor, or an existing one to edit or to view. */
export type TerceiroGarantidorDialog = CadastroDialog;

type FormValues = z.input<typeof terceiroGarantidorInputSchema>;

function valuesOf(terceiro: TerceiroGarantidor): FormValues {
  return {
    clienteId: terceiro.cliente.id,
    nome: terceiro.nome,
    cpfCnpj: maskCpfCnpj(terceiro.cpfCnpj),
    endereco: enderecoFormValuesOf(terceiro.endereco),
    telefone: maskTelefone(terceiro.telefone),
    email: terceiro.email ?? '',
  };
}

const EMPTY: FormValues = {
  nome: '',
  cpfCnpj: '',
  endereco: enderecoFormValuesOf(null),
  telefone: '',
  email: '',
};

export interface TerceiroGarantidorFormModalProps {
  dialog: TerceiroGarantidorDialog;
  onClose: () => void;
  /** A registradora user chooses the client; a client's user keeps its own. */
  isRegistradora: boolean;
}

/** Create, edit or view a guarantor in a dialog; the list refreshes after a save. */
export function TerceiroGarantidorFormModal({
  dialog,
  onClose,
  isRegistradora,
}: TerceiroGarantidorFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={TERCEIROS_GARANTIDORES_QUERY_KEY}
      fetchById={fetchTerceiroGarantidor}
      renderNew={() => <TerceiroGarantidorForm onClose={onClose} isRegistradora={isRegistradora} />}
      renderExisting={(terceiro, mode) => (
        <TerceiroGarantidorForm
          terceiro={terceiro}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          isRegistradora={isRegistradora}
        />
      )}
    />
  );
}

function TerceiroGarantidorForm({
  terceiro,
  isReadOnly = false,
  onClose,
  isRegistradora,
}: {
  terceiro?: TerceiroGarantidor;
  isReadOnly?: boolean;
  onClose: () => void;
  isRegistradora: boolean;
}) {
  const form = useFormKit(terceiroGarantidorInputSchema, {
    isClienteRequired: isRegistradora,
    defaultValues: terceiro ? valuesOf(terceiro) : EMPTY,
  });

  const save = useFormSave(form, {
    save: (input: TerceiroGarantidorInput) => saveTerceiroGarantidor(terceiro?.id ?? null, input),
    successMessage: terceiro ? L.alterado : L.cadastrado,
    refresh: [TERCEIROS_GARANTIDORES_QUERY_KEY],
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
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          {isRegistradora && (
            <ClienteSelectField
              label={L.cliente}
              withAsterisk
              current={terceiro?.cliente}
              nothingFoundMessage={L.nenhum}
            />
          )}
          <TextField name="nome" label={L.nome} withAsterisk maxLength={150} />
          <MaskedField name="cpfCnpj" mask="cpfCnpj" label={L.cpfCnpj} withAsterisk />
          <MaskedField
            name="telefone"
            mask="telefone"
            label={L.telefone}
            withAsterisk
            inputMode={undefined}
          />
          <TextField name="email" label={L.email} type="email" maxLength={150} />
        </SimpleGrid>
        <EnderecoFields legend={L.endereco} />
      </Stack>
    </ModalForm>
  );
}
