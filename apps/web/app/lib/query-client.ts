import { QueryClient, type QueryFunction } from '@tanstack/react-query'

/** What the default data fetch does with a 401: throw (the default) or return an empty result. */
export type UnauthorizedBehaviour = 'throw' | 'returnNull'

/**
 * Throws "STATUS: body text" (or the status text when the body is empty) for a non-ok response.
 * @example await throwIfNotOk(new Response('nope', { status: 500 })) // Error "500: nope"
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const text = (await response.text()) || response.statusText
  throw new Error(`${response.status}: ${text}`)
}

/**
 * The default data fetch: GET to the first query-key element, with credentials, read as JSON.
 * @example useQuery({ queryKey: ['/api/health'], queryFn: getQueryFn({ on401: 'returnNull' }) })
 */
export function getQueryFn<T>({
  on401,
}: {
  on401: UnauthorizedBehaviour
}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const [path] = queryKey
    if (typeof path !== 'string') {
      throw new TypeError('@hard-hat/web: the first query-key element must be the path to fetch')
    }
    const response = await fetch(path, { credentials: 'include', signal })
    if (on401 === 'returnNull' && response.status === 401) return null
    await throwIfNotOk(response)
    return (await response.json()) as T
  }
}

/**
 * A query client with the specification's defaults: no refetch interval, no refetch on focus,
 * data never stale, no retries for queries or mutations.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
