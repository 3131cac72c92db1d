import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already told the user what failed; a silent retry would only delay
        // that and repeat the notice.
        retry: false,
        // Every call shows the full-screen loader: refetching on focus would flash it.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
