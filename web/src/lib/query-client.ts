import { QueryCache, QueryClient } from '@tanstack/react-query';
import { getErrorStatus, getQueryFn } from './api-request';
import { notifyUnauthorized } from './auth-token';

/** No retries, data never goes stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (getErrorStatus(error) === 401) notifyUnauthorized();
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
