import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test imports the hook afresh: the loaded (or failed) code is remembered per module.
async function freshHook() {
  vi.resetModules()
  return (await import('./use-builder-code')).useBuilderCode
}

/** A stand-in for the builder, served by the mocked module once the connection is back. */
const builderStandIn = { WholeQuoteBuilder: () => null }

// The real builder's module graph is transformed cold after vi.resetModules: on a busy machine that
// takes longer than waitFor's default second.
const LOADED = { timeout: 10_000 }
/** The test's own bound must outlast those waits (vitest's default is 5 s; a test took 4.4 s). */
const BOUND = { timeout: 30_000 }

afterEach(() => {
  vi.doUnmock('./whole-builder')
})

describe('useBuilderCode', BOUND, () => {
  it('fetches nothing until asked, then the whole builder once', async () => {
    const useBuilderCode = await freshHook()
    const { result } = renderHook(() => useBuilderCode())
    expect(result.current.code).toBeNull()
    act(() => {
      result.current.load()
      result.current.load()
    })
    await waitFor(() => expect(result.current.code).not.toBeNull(), LOADED)
    expect(typeof result.current.code?.WholeQuoteBuilder).toBe('function')
    expect(result.current.failed).toBe(false)
  })

  it('says when the code could not load, and loads it on a retry', async () => {
    let online = false
    vi.doMock('./whole-builder', async () => {
      if (!online) throw new Error('offline')
      return builderStandIn
    })
    const useBuilderCode = await freshHook()
    const { result } = renderHook(() => useBuilderCode())
    act(() => result.current.load())
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.code).toBeNull()

    online = true
    vi.resetModules()
    act(() => result.current.load())
    await waitFor(() => expect(result.current.code).not.toBeNull(), LOADED)
    expect(result.current.failed).toBe(false)
  })
})
