import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Badge, Box, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import IconLayoutSidebarLeftCollapse from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftCollapse.mjs';
import IconLayoutSidebarLeftExpand from '@tabler/icons-react/dist/esm/icons/IconLayoutSidebarLeftExpand.mjs';
import type { TablerIcon } from '@tabler/icons-react';
import type { CurrentUser } from '@portal/shared/auth/schemas';
import { HOME_URL } from '@portal/shared/menu/urls';
import { SessionTimer } from '../../features/auth/session-timer';
import { TOP_BAR_LINKS, UserMenu } from '../../features/auth/user-menu';
import { BRAND_LABEL, BrandMark, HOME_LINK_SUFFIX } from '../../components/brand-mark';
import { afterNextPaint } from '../../lib/after-paint';
import { withLoggedInStyles } from '../../styles/logged-in-styles';
import { VersionLabel } from './version-label';

/**
 * The notifications' bell polls in the background: its code (and the schemas, zod with them)
 * loads after the page's first paint, in a place of its own size meanwhile (with Mantine's
 * styles for the logged-in pages: logged-in-styles.ts).
 */
const NotificacoesBell = lazy(() =>
  afterNextPaint()
    .then(withLoggedInStyles(() => import('../../features/mensagens/notificacoes-bell')))
    .then((module) => ({ default: module.NotificacoesBell })),
);

export interface AppHeaderProps {
  user: CurrentUser;
  isMenuCollapsed: boolean;
  onToggleMenu: () => void;
  /** Spec §2.5: the word 'AUTO' on vbAuto pages. */
  isVbAuto: boolean;
}

function HeaderLink({ to, label, icon: Icon }: { to: string; label: string; icon: TablerIcon }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={label}
      >
        <Icon size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

/** The shell's header and top bar (spec §2.5). */
export function AppHeader({ user, isMenuCollapsed, onToggleMenu, isVbAuto }: AppHeaderProps) {
  const toggleLabel = isMenuCollapsed ? 'Expandir menu' : 'Recolher menu';
  const ToggleIcon = isMenuCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label={toggleLabel}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={toggleLabel}
            aria-expanded={!isMenuCollapsed}
            onClick={onToggleMenu}
          >
            <ToggleIcon size={22} stroke={1.6} aria-hidden />
          </ActionIcon>
        </Tooltip>
        {/* Named by its content, so the name holds the visible word (WCAG 2.5.3). */}
        <Anchor component={Link} to={HOME_URL} underline="never">
          <BrandMark size={30} labelVisibleFrom="sm" />
          {/* A phone shows the mark without its word: screen readers still hear it. */}
          <VisuallyHidden hiddenFrom="sm">{BRAND_LABEL}</VisuallyHidden>
          <VisuallyHidden>{HOME_LINK_SUFFIX}</VisuallyHidden>
        </Anchor>
        {isVbAuto && (
          <Badge color="orange" variant="filled" radius="sm" size="md" style={{ flexShrink: 0 }}>
            AUTO
          </Badge>
        )}
        <VersionLabel />
      </Group>
      <Group gap={6} wrap="nowrap">
        <SessionTimer />
        <Group gap={2} visibleFrom="md" wrap="nowrap">
          {/* Below 'md' the same links are in the user menu (UserMenu). */}
          {TOP_BAR_LINKS.map((link) => (
            <HeaderLink key={link.to} {...link} />
          ))}
        </Group>
        <Suspense fallback={<Box w={{ base: 28, xs: 34 }} h={{ base: 28, xs: 34 }} />}>
          <NotificacoesBell />
        </Suspense>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}
