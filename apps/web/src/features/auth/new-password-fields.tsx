import { useFormContext, useWatch } from 'react-hook-form';
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { PasswordField } from '../../components/form/password-field';
import { PasswordChecklist } from './password-checklist';

interface NewPasswordValues {
  password?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * The new password and its confirmation (with `askCurrent`, the current one first) beside the
 * live §5 checklist: the password dialog and the e-mailed link's page ask it the same way.
 */
export function NewPasswordFields({ askCurrent = false }: { askCurrent?: boolean }) {
  const { control } = useFormContext<NewPasswordValues>();
  const newPassword = useWatch({ control, name: 'newPassword' });
  const confirmation = useWatch({ control, name: 'confirmNewPassword' });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="sm">
        {askCurrent && (
          <PasswordField name="password" label="Senha atual" autoComplete="current-password" />
        )}
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
  );
}
