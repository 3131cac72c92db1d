import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Container, Group } from '@mantine/core';
import { PROVEDOR } from '@portal/shared/common/brand';
import { BrandMark } from './brand-mark';

/** A public page outside the shell: the provider's mark (back to the landing) and the content. */
export function PublicPageLayout({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Box
        component="header"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Container size="lg" py="sm">
          <Group justify="space-between">
            <Anchor component={Link} to="/" underline="never" aria-label={`${PROVEDOR}: início`}>
              <BrandMark label={PROVEDOR} />
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" py="xl">
        {children}
      </Container>
    </Box>
  );
}
