import { describe, expect, it } from 'vitest'
import { createQueryClient } from './query-client'

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

  it('has no default query function: every query names its own', () => {
    expect(createQueryClient().getDefaultOptions().queries?.queryFn).toBeUndefined()
  })
})
