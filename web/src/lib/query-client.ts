/** The one TanStack Query client: all server state lives in its cache (DESIGN §3). */
import { ApiError } from '@sl/api-contract/client';
import { QueryClient } from '@tanstack/react-query';

/** A 4xx will answer the same on a retry; network errors and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
