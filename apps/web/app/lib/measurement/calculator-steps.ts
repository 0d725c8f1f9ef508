import type { CalculatorStep } from '@hard-hat/forms'

declare global {
  interface Window {
    /** Calculator steps reached before the measurement script loaded (it drains and takes over). */
    __hhCalculatorSteps?: CalculatorStep[]
  }
}

/**
 * Notes that the calculator reached a step, for the site's own funnel (decision 037). A few bytes
 * on the calculator's pages: the measurement script, loaded at idle, sends the steps; when it never
 * loads (an objection, Sec-GPC, a prerendered page) they stay here and go nowhere.
 */
export function noteCalculatorStep(step: CalculatorStep): void {
  window.__hhCalculatorSteps ??= []
  window.__hhCalculatorSteps.push(step)
}
