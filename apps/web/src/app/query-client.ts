import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already told the user what failed; a silent retry would only delay
        // that and repeat the notice.
        retry: false,
        // Every call shows the full-screen loader: refetching on focus or when the connection
        // comes back would put it over the page the person is using.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}
