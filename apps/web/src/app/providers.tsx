import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { NoticeOutlet } from '../components/notice-outlet';
import { theme } from './theme';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * 'test' turns Mantine's transitions and portals off (Testing Library), and its CSS
   * variables: the test DOM resolves no var(), and each role query computes the styles of every
   * ancestor up to the root, whose hundred-odd variables it would copy and parse each time
   * (measured under jsdom: 7% of the web tests' CPU, 16% on the heaviest files).
   */
  env?: 'default' | 'test';
}

/**
 * What every page needs: the theme and the notices. The server-state cache and the dialogs
 * belong to the logged-in area (app/logged-in-area.tsx).
 */
export function AppProviders({ children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      env={env}
      withCssVariables={env !== 'test'}
    >
      <NoticeOutlet />
      {children}
    </MantineProvider>
  );
}
