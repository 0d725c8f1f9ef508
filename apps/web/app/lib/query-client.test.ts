import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient, getQueryFn, throwIfNotOk } from './query-client'

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

const context = (path: unknown) =>
  ({ queryKey: [path], signal: new AbortController().signal, meta: undefined }) as never

afterEach(() => vi.unstubAllGlobals())

describe('the default data fetch', () => {
  it('gets the first query-key element with credentials and reads JSON', async () => {
    const fetchMock = stubFetch(Response.json({ ok: 1 }))
    const result = await getQueryFn({ on401: 'throw' })(context('/api/health'))
    expect(result).toEqual({ ok: 1 })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ credentials: 'include' }),
    )
  })

  it('throws "STATUS: body text" for a non-ok response', async () => {
    stubFetch(new Response('database down', { status: 500 }))
    await expect(getQueryFn({ on401: 'throw' })(context('/x'))).rejects.toThrow(
      '500: database down',
    )
  })

  it('falls back to the status text when the body is empty', async () => {
    await expect(
      throwIfNotOk(new Response('', { status: 404, statusText: 'Not Found' })),
    ).rejects.toThrow('404: Not Found')
  })

  it('throws on 401 unless the caller asks for an empty result', async () => {
    stubFetch(new Response('no', { status: 401 }))
    await expect(getQueryFn({ on401: 'throw' })(context('/x'))).rejects.toThrow('401: no')
    stubFetch(new Response('no', { status: 401 }))
    await expect(getQueryFn({ on401: 'returnNull' })(context('/x'))).resolves.toBeNull()
  })
})

describe('the query client', () => {
  it('has the specification defaults', () => {
    const defaults = createQueryClient().getDefaultOptions()
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })
    expect(defaults.mutations).toMatchObject({ retry: false })
  })
})
