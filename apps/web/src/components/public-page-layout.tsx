import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { PROVEDOR } from '@portal/shared/common/brand';
import { BrandMark } from './brand-mark';
import { CONTEUDO_ID, FOCUS_TARGET_CLASS, SkipLink } from './skip-link';

/** A public page outside the shell: the provider's mark (back to the landing) and the content. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
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
      >
        {children}
      </Container>
    </Box>
  );
}
