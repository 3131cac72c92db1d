import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NoticeOutlet } from '../components/notice-outlet';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off (Testing Library). */
  env?: 'default' | 'test';
}

/**
 * What every page needs: the theme and the notices. The server-state cache and the dialogs
 * belong to the logged-in area (app/logged-in-area.tsx).
 */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <NoticeOutlet />
      {children}
    </MantineProvider>
  );
}
