import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { NavLink, Stack } from '@mantine/core';
import type { MenuAction, MenuGroup, MenuItem, SideMenuEntry } from '@portal/shared/menu/side-menu';
import { afterPaintModule } from '../../lib/after-paint-module';
import { withLoggedInStyles } from '../../styles/logged-in-styles';
import { MENU_ICONS } from './menu-icons';

// Fetched at the first opening: the dialog's code is in no page's first download (nor are
// Mantine's styles for the logged-in pages: logged-in-styles.ts).
const ValidadorCpfCnpjDialog = lazy(
  withLoggedInStyles(() => import('../../features/validadores/validador-cpf-cnpj-dialog')),
);

/**
 * The 60 px menu's tooltips and flyouts (Mantine's Tooltip and Menu, floating-ui with them):
 * the menu starts expanded on a wide screen and out of sight on a phone, so they load after
 * the first paint, or at once when the menu is collapsed before that.
 */
const collapsedMenu = afterPaintModule(() => import('./collapsed-menu'));

export interface SideMenuProps {
  entries: readonly SideMenuEntry[];
  /** Icons only (the 60 px navbar). */
  collapsed: boolean;
  /** Called after a link is followed (the mobile navbar closes itself). */
  onNavigate?: () => void;
}

export function isGroup(entry: SideMenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

export function isActiveUrl(pathname: string, url: string): boolean {
  return pathname === url || pathname.startsWith(`${url}/`);
}

/** The side menu of spec §2.5, from buildSideMenu: expanded with labels or collapsed to icons. */
export function SideMenu({ entries, collapsed, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  // An item with an action opens its dialog here, so it survives the menu collapsing.
  const [openAction, setOpenAction] = useState<MenuAction | null>(null);
  const runAction = (action: MenuAction) => {
    setOpenAction(action);
    onNavigate?.();
  };
  const view = { entries, pathname, onNavigate, onAction: runAction };
  const collapsedView = collapsedMenu.useModule();
  useEffect(() => {
    if (collapsed) collapsedMenu.loadNow().catch(() => undefined);
  }, [collapsed]);
  return (
    <>
      {!collapsed ? (
        <ExpandedMenu {...view} />
      ) : (
        collapsedView && <collapsedView.CollapsedMenu {...view} />
      )}
      {openAction === 'validador-cpf-cnpj' && (
        <Suspense fallback={null}>
          <ValidadorCpfCnpjDialog opened onClose={() => setOpenAction(null)} />
        </Suspense>
      )}
    </>
  );
}

export interface MenuViewProps {
  entries: readonly SideMenuEntry[];
  pathname: string;
  onNavigate?: () => void;
  onAction: (action: MenuAction) => void;
}

function ExpandedMenu({ entries, pathname, onNavigate, onAction }: MenuViewProps) {
  // Groups start closed, except the one holding the page being shown.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        entries
          .filter(isGroup)
          .filter((group) => group.items.some((item) => isActiveUrl(pathname, item.url)))
          .map((group) => group.title),
      ),
  );
  const toggleGroup = (title: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(title)) next.add(title);
      return next;
    });

  const link = (item: MenuItem) => {
    const Icon = MENU_ICONS[item.icon];
    const { action } = item;
    if (action) {
      return (
        <NavLink
          key={item.url}
          component="button"
          type="button"
          label={item.title}
          leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
          active={isActiveUrl(pathname, item.url)}
          onClick={() => onAction(action)}
        />
      );
    }
    return (
      <NavLink
        key={item.url}
        component={Link}
        to={item.url}
        label={item.title}
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        active={isActiveUrl(pathname, item.url)}
        onClick={onNavigate}
      />
    );
  };
  return (
    <Stack gap={2} p="xs">
      {entries.map((entry) => {
        if (!isGroup(entry)) return link(entry);
        const Icon = MENU_ICONS[entry.icon];
        const isOpen = openGroups.has(entry.title);
        return (
          <NavLink
            key={entry.title}
            component="button"
            type="button"
            label={entry.title}
            leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
            opened={isOpen}
            onChange={() => toggleGroup(entry.title)}
            aria-expanded={isOpen}
            childrenOffset={18}
            fw={600}
          >
            {entry.items.map(link)}
          </NavLink>
        );
      })}
    </Stack>
  );
}
