import { SimpleGrid } from '@mantine/core';
import type { z } from 'zod';
import {
  despachanteInputSchema,
  type Despachante,
  type DespachanteInput,
} from '@portal/shared/despachantes/schemas';
import { maskCpfCnpj, maskTelefone } from '@portal/shared/common/masks';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { ClienteSelectField } from '../../components/form/cliente-select-field';
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { MunicipioSelectField } from '../../components/form/municipio-select-field';
import { SwitchField } from '../../components/form/switch-field';
import { TextField } from '../../components/form/text-field';
import { UfSelectField } from '../../components/form/uf-select-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { fetchDespachante, DESPACHANTES_QUERY_KEY, saveDespachante } from './despachantes-api';
import { DESPACHANTE_LABELS as L } from './despachantes.labels';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new dispatcher, or an existing one to edit or to view. */
export type DespachanteDialog = CadastroDialog;

type FormValues = z.input<typeof despachanteInputSchema>;

function valuesOf(despachante: Despachante): FormValues {
  return {
    clienteId: despachante.cliente.id,
    nome: despachante.nome,
    cpfCnpj: maskCpfCnpj(despachante.cpfCnpj),
    numeroCredenciamento: despachante.numeroCredenciamento ?? '',
    uf: despachante.uf as FormValues['uf'],
    codigoMunicipioIbge: despachante.codigoMunicipioIbge,
    telefone: maskTelefone(despachante.telefone),
    email: despachante.email ?? '',
    ativo: despachante.ativo,
  };
}

const EMPTY: Partial<FormValues> = {
  nome: '',
  cpfCnpj: '',
  numeroCredenciamento: '',
  codigoMunicipioIbge: '',
  telefone: '',
  email: '',
  ativo: true,
};

export interface DespachanteFormModalProps {
  dialog: DespachanteDialog;
  onClose: () => void;
  /** A registradora user chooses the client; a client's user keeps its own. */
  isRegistradora: boolean;
}

/** Create, edit or view a dispatcher in a dialog; the list refreshes after a save. */
export function DespachanteFormModal({
  dialog,
  onClose,
  isRegistradora,
}: DespachanteFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={DESPACHANTES_QUERY_KEY}
      fetchById={fetchDespachante}
      renderNew={() => <DespachanteForm onClose={onClose} isRegistradora={isRegistradora} />}
      renderExisting={(despachante, mode) => (
        <DespachanteForm
          despachante={despachante}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          isRegistradora={isRegistradora}
        />
      )}
    />
  );
}

function DespachanteForm({
  despachante,
  isReadOnly = false,
  onClose,
  isRegistradora,
}: {
  despachante?: Despachante;
  isReadOnly?: boolean;
  onClose: () => void;
  isRegistradora: boolean;
}) {
  const form = useFormKit(despachanteInputSchema, {
    isClienteRequired: isRegistradora,
    defaultValues: despachante ? valuesOf(despachante) : EMPTY,
  });

  const save = useFormSave(form, {
    save: (input: DespachanteInput) => saveDespachante(despachante?.id ?? null, input),
    successMessage: despachante ? L.alterado : L.cadastrado,
    refresh: [DESPACHANTES_QUERY_KEY],
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
        {isRegistradora && (
          <ClienteSelectField
            label={L.cliente}
            withAsterisk
            current={despachante?.cliente}
            nothingFoundMessage={L.nenhum}
          />
        )}
        <TextField name="nome" label={L.nome} withAsterisk maxLength={150} />
        <MaskedField name="cpfCnpj" mask="cpfCnpj" label={L.cpfCnpj} withAsterisk />
        <TextField name="numeroCredenciamento" label={L.numeroCredenciamento} maxLength={30} />
        <UfSelectField name="uf" municipioName="codigoMunicipioIbge" label={L.uf} withAsterisk />
        <MunicipioSelectField
          name="codigoMunicipioIbge"
          ufName="uf"
          label={L.municipio}
          withAsterisk
          placeholderSemUf={L.escolhaUf}
          nothingFoundMessage={L.nenhum}
        />
        <MaskedField
          name="telefone"
          mask="telefone"
          label={L.telefone}
          withAsterisk
          inputMode={undefined}
        />
        <TextField name="email" label={L.email} type="email" maxLength={150} />
        <SwitchField name="ativo" label={L.ativo} mt="lg" />
      </SimpleGrid>
    </ModalForm>
  );
}
