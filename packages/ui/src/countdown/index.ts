export type { CountdownProps } from './countdown'
export { Countdown } from './countdown'
export type { CountdownParts, CountdownState } from './use-countdown'
export { COUNTDOWN_TICK_MS, splitRemaining, useCountdown } from './use-countdown'
