import { Link } from 'react-router';
import { Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import { HOME_URL } from '@portal/shared/menu/urls';

/** The words of the refusal (the page-title bar shows the title). */
export const ACCESS_DENIED_LABELS = {
  titulo: 'Acesso não permitido',
  mensagem: 'Seu perfil não tem acesso a esta página.',
  voltar: 'Ir para a página inicial',
} as const;

/**
 * What a user sees, inside the shell, on a page whose menu entry their profile does not have
 * (opened by URL, bookmark or an old link): a plain refusal and the way home, not the page.
 */
export function AccessDeniedPage() {
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mt="md" data-testid="access-denied">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange">
          <IconLock size={30} aria-hidden />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {ACCESS_DENIED_LABELS.mensagem}
        </Text>
        <Button component={Link} to={HOME_URL} variant="light">
          {ACCESS_DENIED_LABELS.voltar}
        </Button>
      </Stack>
    </Paper>
  );
}
