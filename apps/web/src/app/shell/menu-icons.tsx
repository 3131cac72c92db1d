import type { TablerIcon } from '@tabler/icons-react';
import IconApps from '@tabler/icons-react/dist/esm/icons/IconApps.mjs';
import IconCar from '@tabler/icons-react/dist/esm/icons/IconCar.mjs';
import IconChartBar from '@tabler/icons-react/dist/esm/icons/IconChartBar.mjs';
import IconFilePlus from '@tabler/icons-react/dist/esm/icons/IconFilePlus.mjs';
import IconHome from '@tabler/icons-react/dist/esm/icons/IconHome.mjs';
import IconPoint from '@tabler/icons-react/dist/esm/icons/IconPoint.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import IconSettings from '@tabler/icons-react/dist/esm/icons/IconSettings.mjs';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import type { MenuIcon } from '@portal/shared/menu/side-menu';

/** The shared menu names its icons; the web app decides how they look. */
export const MENU_ICONS: Record<MenuIcon, TablerIcon> = {
  home: IconHome,
  car: IconCar,
  register: IconFilePlus,
  search: IconSearch,
  report: IconChartBar,
  admin: IconSettings,
  users: IconUsers,
  features: IconApps,
  item: IconPoint,
};
