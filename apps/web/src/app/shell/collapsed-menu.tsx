import { Link } from 'react-router';
import { ActionIcon, Menu, Tooltip } from '@mantine/core';
import { MENU_ICONS } from './menu-icons';
import { isActiveUrl, isGroup, type MenuViewProps } from './side-menu';
import classes from './side-menu.module.css';

/** The side menu collapsed to icons (the 60 px navbar): tooltips, and each group as a flyout. */
export function CollapsedMenu({ entries, pathname, onNavigate, onAction }: MenuViewProps) {
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
