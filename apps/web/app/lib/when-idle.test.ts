import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('runs the task in an idle callback that waits 2 s at most', () => {
    const callbacks: Array<() => void> = []
    const request = vi.fn((callback: () => void, _options: { timeout: number }) => {
      callbacks.push(callback)
      return callbacks.length
    })
    vi.stubGlobal('requestIdleCallback', request)
    const task = vi.fn()

    whenIdle(task)
    expect(task).not.toHaveBeenCalled()
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 2000 })
    callbacks[0]?.()
    expect(task).toHaveBeenCalledOnce()
  })

  it('falls back to a timer where the browser has no idle callback', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const task = vi.fn()

    whenIdle(task)
    vi.advanceTimersByTime(199)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledOnce()
  })
})
