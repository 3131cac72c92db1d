import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PROVEDOR } from '@portal/shared/common/brand';
import { BrandMark } from './brand-mark';
import { PublicFooter } from './public-footer';
import { CONTEUDO_ID, FOCUS_TARGET_CLASS, SkipLink } from './skip-link';

/**
 * A public page outside the shell: the provider's mark (back to the landing), the content and,
 * with `withFooter`, the provider's contact and policies (PublicFooter).
 */
export function PublicPageLayout({
  children,
  withFooter = false,
}: {
  children: ReactNode;
  withFooter?: boolean;
}) {
  return (
    // With a footer, the content takes the free height, so the footer ends the screen.
    <Box
      mih="100dvh"
      bg="gray.0"
      style={withFooter ? { display: 'flex', flexDirection: 'column' } : undefined}
    >
      <SkipLink />
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg" py="sm">
          <Group justify="space-between">
            {/* Named by its content, the provider's name (WCAG 2.5.3: the visible words). */}
            <Anchor component={Link} to="/" underline="never">
              <BrandMark label={PROVEDOR} />
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container
        size="lg"
        component="main"
        py="xl"
        id={CONTEUDO_ID}
        tabIndex={-1}
        className={FOCUS_TARGET_CLASS}
        w="100%"
        style={withFooter ? { flex: 1 } : undefined}
      >
        {children}
      </Container>
      {withFooter && <PublicFooter />}
    </Box>
  );
}

/** A public page's one card: its title, a line that says what it is for, then the content. */
export function PublicCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
