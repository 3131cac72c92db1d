import { FormProvider, useWatch } from 'react-hook-form';
import { Alert, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { passwordChangeSchema, type PasswordChangeInput } from '@portal/shared/auth/password';
import { PasswordField } from '../../components/form/password-field';
import { useFocusFirstInvalid } from '../../components/form/use-focus-first-invalid';
import { showServerErrors } from '../../components/form/show-server-errors';
import { useFormKit } from '../../components/form/use-form-kit';
import { isHttpError } from '../../lib/http-client';
import { showSuccess } from '../../lib/notices';
import { clearDeviceToken } from '../../lib/session-storage';
import { changePassword } from './auth-api';
import { PasswordChecklist } from './password-checklist';

/** Spec §9: the password dialog is 700 px wide. */
export const PASSWORD_MODAL_WIDTH = 700;

export const SENHA_ALTERADA = 'Senha alterada com sucesso!';

const EMPTY: PasswordChangeInput = { password: '', newPassword: '', confirmNewPassword: '' };

export interface PasswordChangeModalProps {
  opened: boolean;
  onClose: () => void;
  /** The token of a login whose password expired (not stored as a session); else the session's. */
  token?: string;
  /** Shown above the form, e.g. why the change is required. */
  reason?: string;
}

export function PasswordChangeModal({ opened, onClose, token, reason }: PasswordChangeModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Alterar Senha"
      size={PASSWORD_MODAL_WIDTH}
      centered
    >
      {/* Mounted only while open, so every opening starts with an empty form. */}
      {opened && <PasswordChangeForm onClose={onClose} token={token} reason={reason} />}
    </Modal>
  );
}

function PasswordChangeForm({ onClose, token, reason }: Omit<PasswordChangeModalProps, 'opened'>) {
  const form = useFormKit(passwordChangeSchema, { defaultValues: EMPTY });
  const { formRef, onInvalid } = useFocusFirstInvalid();
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmation = useWatch({ control: form.control, name: 'confirmNewPassword' });

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
    onClose();
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Stack gap="sm">
              <PasswordField name="password" label="Senha atual" autoComplete="current-password" />
              <PasswordField name="newPassword" label="Nova senha" autoComplete="new-password" />
              <PasswordField
                name="confirmNewPassword"
                label="Confirmação da senha"
                autoComplete="new-password"
              />
            </Stack>
            <Paper withBorder radius="md" p="md" bg="gray.0">
              <Text fw={600} size="sm" mb="xs">
                A nova senha deve ter:
              </Text>
              <PasswordChecklist newPassword={newPassword} confirmation={confirmation} />
            </Paper>
          </SimpleGrid>
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
