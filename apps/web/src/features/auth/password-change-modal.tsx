import { FormProvider } from 'react-hook-form';
import { Alert, Button, Checkbox, Group, Modal, Stack } from '@mantine/core';
import { passwordChangeSchema, type PasswordChangeInput } from '@portal/shared/auth/password';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { showServerErrors } from '../../components/form/show-server-errors';
import { useFormKit } from '../../components/form/use-form-kit';
import { isHttpError } from '../../lib/http-client';
import { showSuccess } from '../../lib/notices';
import { clearDeviceToken } from '../../lib/session-storage';
import { changePassword } from './auth-api';
import { NewPasswordFields } from './new-password-fields';

/** Spec §9: the password dialog is 700 px wide. */
export const PASSWORD_MODAL_WIDTH = 700;

export const SENHA_ALTERADA = 'Senha alterada com sucesso!';

const EMPTY: PasswordChangeInput = {
  password: '',
  newPassword: '',
  confirmNewPassword: '',
  encerrarOutrasSessoes: true,
};

export const ENCERRAR_OUTRAS_SESSOES = 'Encerrar as minhas outras sessões';

export interface PasswordChangeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The token of a login whose password expired (not stored as a session); else the session's. */
  token?: string;
  /** Shown above the form, e.g. why the change is required. */
  reason?: string;
  /** After a successful change, instead of `onClose` (the login goes on with its token). */
  onChanged?: () => void;
}

export function PasswordChangeModal({
  opened,
  onClose,
  token,
  reason,
  onChanged,
}: PasswordChangeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Alterar Senha"
      size={PASSWORD_MODAL_WIDTH}
      centered
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened && (
        <PasswordChangeForm onClose={onClose} token={token} reason={reason} onChanged={onChanged} />
      )}
    </Modal>
  );
}

function PasswordChangeForm({
  onClose,
  token,
  reason,
  onChanged,
}: Omit<PasswordChangeModalProps, 'opened'>) {
  const form = useFormKit(passwordChangeSchema, { defaultValues: EMPTY });
  const { formRef, onInvalid } = useFocusFirstInvalid();

  // Plain async submit (no query cache): the dialog also serves the login page, which
  // loads no server-state library.
  async function submit(values: PasswordChangeInput) {
    try {
      await changePassword(values, token);
    } catch (error) {
      // Spec §8: on 401 the dialog closes (the global notice already told why).
      if (isHttpError(error, 401)) {
        onClose();
        return;
      }
      showServerErrors(error, form);
      return;
    }
    // Spec §4: a new password forgets this device's trusted-device token and the dialog closes.
    clearDeviceToken();
    showSuccess(SENHA_ALTERADA);
    (onChanged ?? onClose)();
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={form.handleSubmit(submit, onInvalid)} noValidate>
        <Stack gap="md">
          {reason && (
            <Alert color="orange" variant="light">
              {reason}
            </Alert>
          )}
          <NewPasswordFields askCurrent />
          <Checkbox
            label={ENCERRAR_OUTRAS_SESSOES}
            description="Sai do portal nos outros navegadores e dispositivos; esta sessão continua."
            {...form.register('encerrarOutrasSessoes')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
