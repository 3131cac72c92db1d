import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
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
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { SwitchField } from '../../components/form/switch-field';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { DESTINOS_QUERY_KEY } from '../../lib/lookups/destinos';
import { DETRAN_FORMULARIO_QUERY_KEY } from '../../lib/lookups/detran-formulario';
import { UFS_DETRANS_QUERY_KEY } from '../../lib/lookups/ufs-detrans';
import { fetchDetran, DETRANS_QUERY_KEY, saveDetran } from './detrans-api';
import { DETRAN_LABELS as L } from './detrans.labels';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a Detran to view or to edit (the 27 exist; none is created here). */
export type DetranDialog = CadastroExistingDialog | null;

type FormValues = z.input<typeof fornecedorInputSchema>;

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

function prepare(values: FormValues) {
  const cleaned = { ...values };
  for (const field of BLANK_AS_NULL) {
    if (typeof cleaned[field] === 'string' && cleaned[field].trim() === '') cleaned[field] = null;
  }
  return cleaned;
}

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
      fetchById={fetchDetran}
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
  const form = useFormKit<typeof fornecedorInputSchema, FormValues>(fornecedorInputSchema, {
    prepare,
    defaultValues: valuesOf(detran),
  });

  const save = useFormSave(form, {
    save: (input: FornecedorInput) => saveDetran(detran.id, input),
    successMessage: L.alterado,
    refresh: [
      DETRANS_QUERY_KEY,
      DESTINOS_QUERY_KEY,
      UFS_DETRANS_QUERY_KEY,
      DETRAN_FORMULARIO_QUERY_KEY,
    ],
    onSaved: onClose,
  });

  const uf = detran.uf as Uf | null;
  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
      before={
        <Text size="sm" c="dimmed">
          {L.referencia}
        </Text>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextInput label={L.uf} value={uf ? ufLabel(uf) : ''} readOnly disabled />
        <TextField name="nome" label={L.nome} withAsterisk maxLength={150} />
        <TextField name="razaoSocial" label={L.razaoSocial} maxLength={150} />
        <MaskedField name="cnpj" mask="cnpj" label={L.cnpj} />
        <TextField name="email" label={L.email} type="email" maxLength={150} />
        <MaskedField
          name="telefone"
          mask="telefone"
          label={L.telefone}
          placeholder="(00) 0000-0000"
          inputMode={undefined}
        />
      </SimpleGrid>
      <TextareaField name="descricao" label={L.descricao} mt="sm" rows={3} maxLength={500} />
      <Stack gap="xs" mt="md">
        <SwitchField name="pagadorTaxaDetranRj" label={L.pagadorTaxaDetranRj} />
        <SwitchField name="ativo" label={L.ativo} />
      </Stack>
    </ModalForm>
  );
}
