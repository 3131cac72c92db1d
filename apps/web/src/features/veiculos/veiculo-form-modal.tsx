import { useWatch } from 'react-hook-form';
import { SimpleGrid, Stack } from '@mantine/core';
import type { z } from 'zod';
import { UFS } from '@portal/shared/common/ufs';
import {
  veiculoInputSchema,
  type Veiculo,
  type VeiculoInput,
} from '@portal/shared/veiculos/schemas';
import {
  ANO_MINIMO,
  CHASSI_LENGTH,
  CHASSI_REMARCADO_MAX_LENGTH,
} from '@portal/shared/common/veiculo';
import { CadastroFormModal, type CadastroDialog } from '../../components/cadastro-form-modal';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ClienteSelectField } from '../../components/form/cliente-select-field';
import { maskChassi, maskPlaca } from '@portal/shared/common/masks';
import { MarcaModeloField } from '../../components/form/marca-modelo-field';
import { MaskedField } from '../../components/form/masked-field';
import { ModalForm } from '../../components/form/modal-form';
import { NumberField } from '../../components/form/number-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { useFormKit } from '../../components/form/use-form-kit';
import { fetchVeiculo, saveVeiculo, VEICULOS_QUERY_KEY } from './veiculos-api';
import { VEICULO_LABELS as L } from './veiculos.labels';
import { useFormSave } from '../../components/form/use-form-save';

/** What the dialog shows: a new vehicle, or an existing one to edit or to view. */
export type VeiculoDialog = CadastroDialog;

type FormValues = z.input<typeof veiculoInputSchema>;

function valuesOf(veiculo: Veiculo): FormValues {
  return {
    clienteId: veiculo.cliente.id,
    chassi: veiculo.chassi,
    remarcado: veiculo.remarcado,
    placa: veiculo.placa ? maskPlaca(veiculo.placa) : '',
    ufPlaca: (veiculo.ufPlaca ?? null) as FormValues['ufPlaca'],
    renavam: veiculo.renavam ?? '',
    anoFabricacao: veiculo.anoFabricacao,
    anoModelo: veiculo.anoModelo,
    marcaModeloId: veiculo.marcaModelo.id,
    cor: veiculo.cor ?? '',
  };
}

const EMPTY: Partial<FormValues> = {
  chassi: '',
  remarcado: false,
  placa: '',
  ufPlaca: null,
  renavam: '',
  marcaModeloId: '',
  cor: '',
};

export interface VeiculoFormModalProps {
  dialog: VeiculoDialog;
  onClose: () => void;
  /** A registradora user chooses the client; a client's user keeps its own. */
  isRegistradora: boolean;
}

/** Create, edit or view a vehicle in a dialog; the list refreshes after a save. */
export function VeiculoFormModal({ dialog, onClose, isRegistradora }: VeiculoFormModalProps) {
  return (
    <CadastroFormModal
      dialog={dialog}
      onClose={onClose}
      titles={{ criar: L.tituloNovo, editar: L.tituloEditar, visualizar: L.tituloVisualizar }}
      queryKey={VEICULOS_QUERY_KEY}
      fetchById={fetchVeiculo}
      renderNew={() => <VeiculoForm onClose={onClose} isRegistradora={isRegistradora} />}
      renderExisting={(veiculo, mode) => (
        <VeiculoForm
          veiculo={veiculo}
          isReadOnly={mode === 'visualizar'}
          onClose={onClose}
          isRegistradora={isRegistradora}
        />
      )}
    />
  );
}

function VeiculoForm({
  veiculo,
  isReadOnly = false,
  onClose,
  isRegistradora,
}: {
  veiculo?: Veiculo;
  isReadOnly?: boolean;
  onClose: () => void;
  isRegistradora: boolean;
}) {
  const form = useFormKit(veiculoInputSchema, {
    isClienteRequired: isRegistradora,
    defaultValues: veiculo ? valuesOf(veiculo) : EMPTY,
  });
  const isRemarcado = useWatch({ control: form.control, name: 'remarcado' }) ?? false;

  const save = useFormSave(form, {
    save: (input: VeiculoInput) => saveVeiculo(veiculo?.id ?? null, input),
    successMessage: veiculo ? L.alterado : L.cadastrado,
    refresh: [VEICULOS_QUERY_KEY],
    onSaved: onClose,
  });

  const chassiMax = isRemarcado ? CHASSI_REMARCADO_MAX_LENGTH : CHASSI_LENGTH;

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
              current={veiculo?.cliente}
              nothingFoundMessage={L.nenhum}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Stack gap={6}>
            <MaskedField
              name="chassi"
              mask={{ mask: (typed) => maskChassi(typed, chassiMax) }}
              label={L.chassi}
              withAsterisk
            />
            <CheckboxField name="remarcado" label={L.remarcado} />
          </Stack>
          <MarcaModeloField
            name="marcaModeloId"
            label={L.marcaModelo}
            withAsterisk
            current={veiculo?.marcaModelo}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          <MaskedField name="placa" mask="placa" label={L.placa} placeholder={L.semPlaca} />
          <SelectField
            name="ufPlaca"
            label={L.ufPlaca}
            searchable
            clearable
            data={UFS}
            parse={(option) => option}
          />
          <MaskedField name="renavam" mask="renavam" label={L.renavam} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
          {(['anoFabricacao', 'anoModelo'] as const).map((name) => (
            <NumberField
              key={name}
              name={name}
              label={L[name]}
              withAsterisk
              min={ANO_MINIMO}
              maxLength={4}
              isEmptyUndefined
            />
          ))}
          <TextField name="cor" label={L.cor} maxLength={40} />
        </SimpleGrid>
      </Stack>
    </ModalForm>
  );
}
