import { Alert, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import IconLayoutSidebar from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebar.mjs';
import IconClock from '@tabler/icons-react/dist/esm/icons/IconClock.mjs';
import { PROVEDOR } from '@portal/shared/common/brand';

const DICAS = [
  {
    icon: IconLayoutSidebar,
    title: 'Menu lateral',
    text: 'Registrar, Consultar, Relatórios e as demais áreas liberadas para o seu perfil ficam no menu à esquerda.',
  },
  {
    icon: IconClock,
    title: 'Tempo de sessão',
    text: 'O relógio no topo mostra quanto tempo resta da sua sessão. Clique nele para renová-la.',
  },
] as const;

/** The welcome page (spec §2.4, vbauto/home); its title comes from the page-title bar. */
export default function WelcomePage() {
  return (
    <Stack gap="lg" maw={960}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="xs">
          <Title order={2} size="h4">
            Portal de registro de contratos da {PROVEDOR}
          </Title>
          <Text c="dimmed">
            Aqui você registra e consulta contratos de financiamento de veículos, envia imagens e
            remessas em lote e acompanha os relatórios da sua instituição.
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {DICAS.map(({ icon: Icon, title, text }) => (
          <Paper key={title} withBorder radius="md" p="lg">
            <ThemeIcon variant="light" size={40} radius="md" mb="sm">
              <Icon size={22} aria-hidden />
            </ThemeIcon>
            <Text fw={700} mb={4}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Alert
        variant="light"
        color="blue"
        icon={<IconInfoCircle aria-hidden />}
        title="Portal em evolução"
      >
        As funcionalidades estão sendo liberadas aos poucos. Uma área ainda não disponível informa
        isso ao ser aberta.
      </Alert>
    </Stack>
  );
}
