import { QueryClient } from '@tanstack/react-query'

/**
 * A query client with the specification's defaults: no refetch interval, no refetch on focus,
 * data never stale, no retries for queries or mutations. There is no default query function: each
 * query names its own in a `queryOptions` factory, and submissions go through the forms package's
 * API client.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
