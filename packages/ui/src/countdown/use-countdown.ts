import { useEffect, useRef, useState } from 'react'

/** The countdown updates this often. */
export const COUNTDOWN_TICK_MS = 1000

/** Time left, split for display. */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number }

/** `parts` is null until mounted (server and first render), so both render the same placeholder. */
export type CountdownState = { parts: CountdownParts | null; isEnded: boolean }

/** Splits a duration into whole days, hours, minutes and seconds (negative counts as zero). */
export function splitRemaining(remainingMs: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.floor(remainingMs / 1000))
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  }
}

/**
 * Time left until `deadline`, ticking every second; zeros and `isEnded` once it has passed.
 * `now` is the clock (Date.now by default): inject one in tests and stories.
 */
export function useCountdown(
  deadline: Date | string | number,
  { now = Date.now, tickMs = COUNTDOWN_TICK_MS }: { now?: () => number; tickMs?: number } = {},
): CountdownState {
  const deadlineMs = new Date(deadline).getTime()
  const [remainingMs, setRemainingMs] = useState<number | null>(null)
  const clock = useRef(now)
  clock.current = now

  useEffect(() => {
    const update = () => {
      const remaining = Math.max(0, deadlineMs - clock.current())
      setRemainingMs(remaining)
      return remaining
    }
    if (update() === 0) return
    const timer = setInterval(() => {
      if (update() === 0) clearInterval(timer)
    }, tickMs)
    return () => clearInterval(timer)
  }, [deadlineMs, tickMs])

  if (remainingMs === null) return { parts: null, isEnded: false }
  return { parts: splitRemaining(remainingMs), isEnded: remainingMs === 0 }
}
