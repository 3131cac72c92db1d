import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AppShell, Box, Button, Group, Text } from '@mantine/core';
import IconLogout from '@tabler/icons-react/dist/esm/icons/IconLogout.mjs';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { SessionTimer } from '../../features/auth/session-timer';
import { useLogout } from '../../features/auth/use-logout';
import { BrandMark } from '../../components/brand-mark';
import { LoaderHold } from '../../components/full-screen-loader';
import { PageTitleBar } from '../../components/page-title-bar';
import { CONTEUDO_ID, FOCUS_TARGET_CLASS, SkipLink } from '../../components/skip-link';
import { useRouteMeta } from './use-route-meta';
import { VersionLabel } from './version-label';

/** Spec §2.5: the Diretoria's reduced layout: timer, name and 'Sair'; no side menu. */
export function ReducedLayout({ user }: { user: CurrentUser }) {
  const { confirmLogout } = useLogout();
  const meta = useRouteMeta();
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <BrandMark size={30} labelVisibleFrom="sm" />
            <VersionLabel />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SessionTimer />
            <Text size="sm" fw={600} truncate maw={220} visibleFrom="xs">
              {user.nome}
            </Text>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={confirmLogout}
            >
              Sair
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main bg="gray.0" id={CONTEUDO_ID} tabIndex={-1} className={FOCUS_TARGET_CLASS}>
        <Box p="md">
          <PageTitleBar title={meta?.title ?? ''} showBack={false} onBack={() => undefined} />
          <Suspense fallback={<LoaderHold />}>
            <Outlet />
          </Suspense>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
