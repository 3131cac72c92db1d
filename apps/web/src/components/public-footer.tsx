import { Link } from 'react-router';
import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CONTATO, PROVEDOR } from '@portal/shared/common/brand';

/** Where the footer's policy and whistleblower links lead: sections of 'Quem somos'. */
export const QUEM_SOMOS_SECOES = {
  seguranca: 'seguranca-da-informacao',
  privacidade: 'privacidade',
  denuncias: 'canal-de-denuncias',
  contato: 'contato',
} as const;

const secao = (id: string) => `/quem-somos#${id}`;

/**
 * The public pages' footer (spec §2.3): the provider's contact, its security and privacy
 * policies and the whistleblower channel.
 */
export function PublicFooter() {
  return (
    <Box
      component="footer"
      bg="white"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={700} size="sm" component="h2">
              Fale com a {PROVEDOR}
            </Text>
            <Anchor href={CONTATO.telefoneHref} size="sm">
              {CONTATO.telefone}
            </Anchor>
            <Anchor href={`mailto:${CONTATO.email}`} size="sm">
              {CONTATO.email}
            </Anchor>
            <Text size="sm" c="dimmed">
              {CONTATO.horario}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} size="sm" component="h2">
              Políticas
            </Text>
            <Anchor component={Link} to={secao(QUEM_SOMOS_SECOES.seguranca)} size="sm">
              Política de segurança da informação
            </Anchor>
            <Anchor component={Link} to={secao(QUEM_SOMOS_SECOES.privacidade)} size="sm">
              Política de privacidade (LGPD)
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} size="sm" component="h2">
              Ética e integridade
            </Text>
            <Anchor component={Link} to={secao(QUEM_SOMOS_SECOES.denuncias)} size="sm">
              Canal de denúncias
            </Anchor>
            <Anchor component={Link} to="/quem-somos" size="sm">
              Quem somos
            </Anchor>
          </Stack>
        </SimpleGrid>
        <Group mt="xl">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} {PROVEDOR}. Todos os direitos reservados.
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
