import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconTool from '@tabler/icons-react/dist/esm/icons/IconTool.mjs';
import { MENSAGENS } from '@portal/shared/common/messages';

export interface NotAvailablePageProps {
  /** The route's title (spec §2.4). */
  title: string;
  /** Inside the shell the page-title bar already shows the title as the page heading. */
  withHeading?: boolean;
}

/**
 * Placeholder of a route that a later issue builds. It says so plainly instead of showing an
 * empty or fake screen.
 */
export default function NotAvailablePage({ title, withHeading = false }: NotAvailablePageProps) {
  return (
    // Centred on its own (public) page; aligned with the title bar inside the shell.
    <Paper withBorder radius="md" p="xl" maw={640} mx={withHeading ? 'auto' : 0} mt="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="brand">
          <IconTool size={30} aria-hidden />
        </ThemeIcon>
        {withHeading && (
          <Title order={1} size="h2">
            {title}
          </Title>
        )}
        <Text fw={600} size="lg">
          {MENSAGENS.funcionalidadeIndisponivel}
        </Text>
        <Text c="dimmed">
          A área “{title}” está em construção e será liberada em uma próxima versão do portal.
        </Text>
      </Stack>
    </Paper>
  );
}
