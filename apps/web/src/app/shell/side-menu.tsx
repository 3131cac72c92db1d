import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ActionIcon, Menu, NavLink, Stack, Tooltip } from '@mantine/core';
import type { MenuAction, MenuGroup, MenuItem, SideMenuEntry } from '@portal/shared/menu/side-menu';
import { withLoggedInStyles } from '../../styles/logged-in-styles';
import { MENU_ICONS } from './menu-icons';
import classes from './side-menu.module.css';

// Fetched at the first opening: the dialog's code is in no page's first download (nor are
// Mantine's styles for the logged-in pages: logged-in-styles.ts).
const ValidadorCpfCnpjDialog = lazy(
  withLoggedInStyles(() => import('../../features/validadores/validador-cpf-cnpj-dialog')),
);

export interface SideMenuProps {
  entries: readonly SideMenuEntry[];
  /** Icons only (the 60 px navbar). */
  collapsed: boolean;
  /** Called after a link is followed (the mobile navbar closes itself). */
  onNavigate?: () => void;
}

function isGroup(entry: SideMenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

function isActiveUrl(pathname: string, url: string): boolean {
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
  return (
    <>
      {collapsed ? <CollapsedMenu {...view} /> : <ExpandedMenu {...view} />}
      {openAction === 'validador-cpf-cnpj' && (
        <Suspense fallback={null}>
          <ValidadorCpfCnpjDialog opened onClose={() => setOpenAction(null)} />
        </Suspense>
      )}
    </>
  );
}

interface MenuViewProps {
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

function CollapsedMenu({ entries, pathname, onNavigate, onAction }: MenuViewProps) {
  return (
    <div className={classes.collapsed}>
      {entries.map((entry) => {
        const Icon = MENU_ICONS[entry.icon];
        const icon = <Icon size={22} stroke={1.6} aria-hidden />;
        if (!isGroup(entry)) {
          const isActive = isActiveUrl(pathname, entry.url);
          return (
            <Tooltip key={entry.url} label={entry.title} position="right" withArrow>
              <ActionIcon
                component={Link}
                to={entry.url}
                size={42}
                variant={isActive ? 'light' : 'subtle'}
                color={isActive ? 'brand' : 'gray'}
                aria-label={entry.title}
                onClick={onNavigate}
              >
                {icon}
              </ActionIcon>
            </Tooltip>
          );
        }
        const hasActive = entry.items.some((item) => isActiveUrl(pathname, item.url));
        // A group opens as a flyout beside the icon, so the 60 px menu reaches every item.
        return (
          <Menu key={entry.title} position="right-start" offset={10} shadow="md" width={240}>
            <Menu.Target>
              <ActionIcon
                size={42}
                variant={hasActive ? 'light' : 'subtle'}
                color={hasActive ? 'brand' : 'gray'}
                aria-label={entry.title}
              >
                {icon}
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{entry.title}</Menu.Label>
              {entry.items.map((item) => {
                const ItemIcon = MENU_ICONS[item.icon];
                const { action } = item;
                if (action) {
                  return (
                    <Menu.Item
                      key={item.url}
                      leftSection={<ItemIcon size={16} aria-hidden />}
                      onClick={() => onAction(action)}
                    >
                      {item.title}
                    </Menu.Item>
                  );
                }
                return (
                  <Menu.Item
                    key={item.url}
                    component={Link}
                    to={item.url}
                    leftSection={<ItemIcon size={16} aria-hidden />}
                    onClick={onNavigate}
                  >
                    {item.title}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        );
      })}
    </div>
  );
}
