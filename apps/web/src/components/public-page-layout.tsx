import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Container, Group, VisuallyHidden } from '@mantine/core';
import { PROVEDOR } from '@portal/shared/common/brand';
import { BrandMark, HOME_LINK_SUFFIX } from './brand-mark';
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
            {/* Named by its content, so the name holds the visible words (WCAG 2.5.3). */}
            <Anchor component={Link} to="/" underline="never">
              <BrandMark label={PROVEDOR} />
              <VisuallyHidden>{HOME_LINK_SUFFIX}</VisuallyHidden>
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
