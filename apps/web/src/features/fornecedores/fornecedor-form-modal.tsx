import { Alert, Group, SimpleGrid } from '@mantine/core';
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
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { SelectField } from '../../components/form/select-field';
import { SwitchField } from '../../components/form/switch-field';
import { TextareaField } from '../../components/form/textarea-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { DESTINOS_QUERY_KEY } from '../../lib/lookups/destinos';
import { UFS_DETRANS_QUERY_KEY } from '../../lib/lookups/ufs-detrans';
import { fetchFornecedor, FORNECEDORES_QUERY_KEY, saveFornecedor } from './fornecedores-api';
import { FORNECEDOR_LABELS as L } from './fornecedores.labels';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new supplier, or an existing one to edit or to view. */
export type FornecedorDialog = CadastroDialog;

type FormValues = z.input<typeof fornecedorInputSchema>;

const TIPO_OPTIONS = TIPOS_FORNECEDOR.map((tipo) => ({
  value: tipo,
  label: TIPO_FORNECEDOR_LABELS[tipo],
}));
const UF_OPTIONS = ufOptions();

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
      fetchById={fetchFornecedor}
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
  const form = useFormKit(fornecedorInputSchema, {
    isBlankRequired: true,
    defaultValues: valuesOf(fornecedor),
  });
  const isDetran = fornecedor?.tipo === 'DETRAN';

  const save = useFormSave(form, {
    save: (input: FornecedorInput) => saveFornecedor(fornecedor?.id ?? null, input),
    successMessage: fornecedor ? L.alterado : L.cadastrado,
    refresh: [FORNECEDORES_QUERY_KEY, DESTINOS_QUERY_KEY, UFS_DETRANS_QUERY_KEY],
    onSaved: onClose,
  });

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save.mutate(values)}
      onClose={onClose}
      isReadOnly={isReadOnly}
      isPending={save.isPending}
      before={
        isDetran &&
        !isReadOnly && (
          <Alert color="blue" variant="light">
            {L.detranFixo}
          </Alert>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <TextField name="nome" label={L.nome} withAsterisk maxLength={150} />
        <TextField name="razaoSocial" label={L.razaoSocial} maxLength={150} isBlankNull />
        <MaskedField name="cnpj" mask="cnpj" label={L.cnpj} isBlankNull />
        <SelectField
          name="tipo"
          label={L.tipo}
          withAsterisk
          // A Detran stays a Detran, and the Detrans are the system's (one per UF).
          disabled
          data={TIPO_OPTIONS}
        />
        <SelectField
          name="uf"
          label={L.uf}
          withAsterisk={isDetran}
          searchable
          clearable={!isDetran}
          disabled={isDetran}
          data={UF_OPTIONS}
          parse={(option) => option}
          nothingFoundMessage="Nenhuma UF encontrada"
        />
        <TextField name="email" label={L.email} type="email" maxLength={150} isBlankNull />
        <MaskedField name="telefone" mask="telefone" label={L.telefone} isBlankNull />
      </SimpleGrid>
      <TextareaField
        name="descricao"
        label={L.descricao}
        mt="sm"
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        isBlankNull
      />
      <Group mt="md" gap="xl">
        <SwitchField
          name="pagadorTaxaDetranRj"
          label={L.pagadorTaxaDetranRj}
          description={L.pagadorTaxaDetranRjDescricao}
        />
        <SwitchField name="ativo" label={L.ativo} />
      </Group>
    </ModalForm>
  );
}
