import { Modal, SimpleGrid, Text } from '@mantine/core';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { PAGE_SIZE_OPTIONS } from '@portal/shared/common/paging';
import { preferenciasSchema, type Preferencias } from '@portal/shared/usuarios/schemas';
import { http } from '../lib/http';
import { saveCurrentUser } from '../lib/session-storage';
import { DIALOG_WIDTH } from '../lib/confirm';
import { DateField } from './form/date-field';
import { ModalForm } from './form/modal-form';
import { SelectField } from './form/select-field';
import { useFormKit } from './form/use-form-kit';
import { useFormSave } from './form/use-form-save';

/** What the form holds: dates as the date inputs give them ('' when empty). */
interface FormValues {
  qtdItensPagina: number | null;
  dataInicioIntervalo: string;
  dataFimIntervalo: string;
}

const PAGE_SIZE_DATA = PAGE_SIZE_OPTIONS.map((n) => ({ value: String(n), label: String(n) }));

/** The form's values as the API takes them: a blank date is none. */
function prepare(values: FormValues) {
  return {
    qtdItensPagina: values.qtdItensPagina,
    dataInicioIntervalo: values.dataInicioIntervalo || null,
    dataFimIntervalo: values.dataFimIntervalo || null,
  };
}

export interface PreferenciasDialogProps {
  user: CurrentUser;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Preferências' of the user menu (spec §3: qtdItensPagina, dataInicioIntervalo and
 * dataFimIntervalo), saved by `PUT usuarios/preferencias`; the stored user takes the new values
 * at once, so the lists' page size and the searches' default period follow.
 */
export function PreferenciasDialog({ user, opened, onClose }: PreferenciasDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Preferências" size={DIALOG_WIDTH} centered>
      {opened && <PreferenciasForm user={user} onClose={onClose} />}
    </Modal>
  );
}

function PreferenciasForm({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const form = useFormKit<typeof preferenciasSchema, FormValues>(preferenciasSchema, {
    prepare,
    defaultValues: {
      qtdItensPagina: user.qtdItensPagina,
      dataInicioIntervalo: user.dataInicioIntervalo ?? '',
      dataFimIntervalo: user.dataFimIntervalo ?? '',
    },
  });
  const save = useFormSave(form, {
    save: async (preferencias: Preferencias) => {
      await http.put('usuarios/preferencias', { json: preferencias });
      return preferencias;
    },
    successMessage: 'Preferências salvas com sucesso!',
    onSaved: (preferencias) => {
      saveCurrentUser({ ...user, ...preferencias });
      onClose();
    },
  });
  return (
    <ModalForm form={form} onSubmit={(values) => save.mutate(values)} onClose={onClose}>
      <Text size="sm" c="dimmed" mb="sm">
        Quantos registros cada lista mostra por página, e o período que as pesquisas por data já
        trazem preenchido.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <SelectField
          name="qtdItensPagina"
          label="Registros por página"
          placeholder="Padrão (5)"
          clearable
          data={PAGE_SIZE_DATA}
          format={(value) => (value === null || value === undefined ? null : String(value))}
          parse={(option) => (option ? Number(option) : null)}
        />
        <DateField name="dataInicioIntervalo" label="Período: início" />
        <DateField name="dataFimIntervalo" label="Período: fim" />
      </SimpleGrid>
    </ModalForm>
  );
}
