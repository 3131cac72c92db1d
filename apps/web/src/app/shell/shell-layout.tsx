import { Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Box, Button, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { MENSAGENS } from '@portal/shared/common/messages';
import { buildSideMenu } from '@portal/shared/menu/side-menu';
import { HOME_URL } from '@portal/shared/menu/urls';
import { usesReducedLayout } from '@portal/shared/menu/rules';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useLogout } from '../../features/auth/use-logout';
import { ACCESS_DENIED_LABELS, AccessDeniedPage } from '../../components/access-denied-page';
import { LoaderHold } from '../../components/full-screen-loader';
import { PageTitleBar } from '../../components/page-title-bar';
import { CONTEUDO_ID, FOCUS_TARGET_CLASS, SkipLink } from '../../components/skip-link';
import { IS_PRODUCTION } from '../../lib/env';
import { errorMessagesOf, isHttpError } from '../../lib/http-client';
import { TOTAIS_PATH } from '../../lib/paths';
import { AppHeader } from './app-header';
import { ReducedLayout } from './reduced-layout';
import { SideMenu } from './side-menu';
import { SubHeader } from './sub-header';
import { ThirdParties } from './third-parties';
import { useRouteMeta } from './use-route-meta';

/** Spec §2.5 / §9: the side menu is 256 px open and 60 px collapsed. */
export const NAVBAR_WIDTH_EXPANDED = 256;
export const NAVBAR_WIDTH_COLLAPSED = 60;
export const HEADER_HEIGHT = 60;

/** Below Mantine's 'sm' breakpoint the menu overlays the page instead of narrowing it. */
const MOBILE_QUERY = '(max-width: 47.99em)';

function isMobileViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * The logged-in layout: loads the current user, then shows the full shell, or the reduced
 * layout for the Diretoria (always on the totals page).
 */
export default function ShellLayout() {
  const { data: user, error, refetch } = useCurrentUser();
  const { endSession } = useLogout();
  const { pathname } = useLocation();

  useEffect(() => {
    // The session is gone on the server (revoked, password changed elsewhere...).
    if (isHttpError(error, 401)) {
      endSession({
        msg: errorMessagesOf(error)[0]?.mensagem ?? MENSAGENS.sessaoExpirada,
        keepReturnUrl: true,
        revoke: false,
      });
    }
  }, [error, endSession]);

  if (!user) {
    if (!error) return <LoaderHold />;
    return (
      <Paper withBorder radius="md" p="xl" maw={520} mx="auto" mt={80}>
        <Stack align="center" ta="center">
          <Text fw={600}>Não foi possível carregar os dados do seu usuário.</Text>
          <Text c="dimmed" size="sm">
            {MENSAGENS.falhaConexao}
          </Text>
          <Button onClick={() => void refetch()}>Tentar novamente</Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <ThirdParties user={user} />
      {!usesReducedLayout(user) ? (
        <FullShell user={user} />
      ) : pathname === TOTAIS_PATH ? (
        <ReducedLayout user={user} />
      ) : (
        <Navigate to={TOTAIS_PATH} replace />
      )}
    </>
  );
}

function FullShell({ user }: { user: CurrentUser }) {
  const [isCollapsed, setIsCollapsed] = useState(isMobileViewport);
  const isMobile = useMediaQuery(MOBILE_QUERY, isMobileViewport(), {
    getInitialValueInEffect: false,
  });
  // A window narrowed to a phone's width (or a tablet turned upright) starts from the phone's
  // layout, the menu out of the way: the desktop's open menu would cover the whole page. Widened
  // again, the desktop's whole menu. (State adjusted while rendering: no frame of the other.)
  const [layoutShown, setLayoutShown] = useState(isMobile);
  if (layoutShown !== isMobile) {
    setLayoutShown(isMobile);
    setIsCollapsed(isMobile);
  }
  const meta = useRouteMeta();
  const navigate = useNavigate();
  const location = useLocation();
  // A page opened directly (bookmark, new tab) has nothing to go back to inside the portal.
  const goBack = () => (location.key === 'default' ? void navigate(HOME_URL) : void navigate(-1));
  const entries = useMemo(() => buildSideMenu(user, { isProduction: IS_PRODUCTION }), [user]);
  // The same §6 rule that hides a page's menu entry refuses the page opened by URL.
  const isAllowed = !meta?.access || meta.access(user, { isProduction: IS_PRODUCTION });
  const closeOnMobile = () => {
    if (isMobileViewport()) setIsCollapsed(true);
  };

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: isCollapsed ? NAVBAR_WIDTH_COLLAPSED : NAVBAR_WIDTH_EXPANDED,
        breakpoint: 'sm',
        collapsed: { mobile: isCollapsed, desktop: false },
      }}
      padding={0}
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          user={user}
          isMenuCollapsed={isCollapsed}
          onToggleMenu={() => setIsCollapsed((value) => !value)}
          isVbAuto={meta?.isVbAuto ?? false}
        />
      </AppShell.Header>
      <AppShell.Navbar
        data-testid="side-menu"
        data-collapsed={isCollapsed}
        aria-label="Menu lateral"
      >
        <AppShell.Section grow component={ScrollArea} scrollbarSize={6}>
          {/* A phone's collapsed menu is out of the screen: nothing in it to reach or to build
              (the icons and their flyouts would be Tab stops nobody sees, and half the
              shell's first render on a phone's CPU). */}
          {isCollapsed && isMobile ? null : (
            <SideMenu entries={entries} collapsed={isCollapsed} onNavigate={closeOnMobile} />
          )}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0" id={CONTEUDO_ID} tabIndex={-1} className={FOCUS_TARGET_CLASS}>
        <SubHeader user={user} />
        <Box p="md" component="section">
          <PageTitleBar
            title={isAllowed ? (meta?.title ?? '') : ACCESS_DENIED_LABELS.titulo}
            showBack={!meta?.paginaInicial}
            onBack={goBack}
          />
          {isAllowed ? (
            // The shell stays while a page's code loads for the first time.
            <Suspense fallback={<LoaderHold />}>
              <Outlet />
            </Suspense>
          ) : (
            <AccessDeniedPage />
          )}
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
