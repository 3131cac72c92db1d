import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from '../src/app/app-routes';
import { AppProviders } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { CONFIRM_LABELS } from '../src/lib/confirm';

interface ProviderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /** A route pattern for `ui`, when it reads path params. */
  path?: string;
  /** Pages visited before `route` in this tab (going back leads to them). */
  history?: string[];
}

/**
 * Renders a component inside every provider the app has (theme, notices, query cache,
 * dialogs, router), with Mantine's test environment (no transitions, no portals).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    history = [],
    ...options
  }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const queryClient = createQueryClient();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsProvider labels={CONFIRM_LABELS}>
            <MemoryRouter initialEntries={[...history, route]} initialIndex={history.length}>
              <Routes>
                <Route path={path} element={children} />
              </Routes>
            </MemoryRouter>
          </ModalsProvider>
        </QueryClientProvider>
      </AppProviders>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Shows where the router is, for tests of redirects (`screen.getByTestId('location')`). */
function LocationDisplay() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" hidden>
      {pathname + search}
    </output>
  );
}

/** The whole app at `route`, with its own providers, as the browser would show it. */
export function renderApp(route: string) {
  return render(
    <AppProviders env="test">
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes />
        <LocationDisplay />
      </MemoryRouter>
    </AppProviders>,
  );
}
