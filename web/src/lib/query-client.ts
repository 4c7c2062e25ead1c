// Data defaults of spec part 1 §7: nothing refetches on its own (no interval, no window focus),
// data never goes stale, and neither queries nor mutations retry. Screens that poll opt in.
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
