import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test imports the hook afresh: the loaded (or failed) steps are remembered per module.
async function freshHook() {
  vi.resetModules()
  return (await import('./use-later-steps')).useLaterSteps
}

/** Stand-ins for the steps, served by the mocked module once the connection is back. */
const Step = () => null
const stubSteps = { FeatureStep: Step, SummaryStep: Step, SuccessStep: Step }

// The real steps' module graph is transformed cold after vi.resetModules: on a busy machine that
// takes longer than waitFor's default second.
const LOADED = { timeout: 10_000 }
/** The test's own bound must outlast those waits (vitest's default is 5 s; a test took 4.4 s). */
const BOUND = { timeout: 30_000 }

afterEach(() => {
  vi.doUnmock('./later-steps')
})

describe('useLaterSteps', BOUND, () => {
  it('loads steps 2 to 5 once the builder is on screen', async () => {
    const useLaterSteps = await freshHook()
    const { result } = renderHook(() => useLaterSteps())
    expect(result.current.steps).toBeNull()
    await waitFor(() => expect(result.current.steps).not.toBeNull(), LOADED)
    expect(typeof result.current.steps?.FeatureStep).toBe('function')
    expect(typeof result.current.steps?.SummaryStep).toBe('function')
    expect(typeof result.current.steps?.SuccessStep).toBe('function')
    expect(result.current.failed).toBe(false)
  })

  it('says when the steps could not load, and loads them on retry', async () => {
    let online = false
    vi.doMock('./later-steps', async () => {
      if (!online) throw new Error('offline')
      return stubSteps
    })
    const useLaterSteps = await freshHook()
    const { result } = renderHook(() => useLaterSteps())
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.steps).toBeNull()

    online = true
    vi.resetModules()
    act(() => {
      result.current.retry()
    })
    await waitFor(() => expect(result.current.steps).not.toBeNull(), LOADED)
    expect(result.current.failed).toBe(false)
  })
})
