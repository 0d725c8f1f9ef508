import { BOUTIQUE_PRICING_PAGE, QUOTE_STEP_COUNT, quoteStepLabel } from '@hard-hat/content'
import { ProgressBar } from '@hard-hat/ui'
import type { HTMLAttributes, ReactNode, Ref } from 'react'

/**
 * What the quote builder shows on every step: the progress, the step itself, and the bar with the
 * running total between Back and Continue. Step 1 drawn before the builder's code came
 * (quote-builder.tsx) and the whole builder (whole-builder.tsx) both draw it, so the one takes over
 * from the other without a pixel moving.
 */
export function BuilderFrame({
  step,
  topRef,
  total,
  back,
  next,
  children,
  ...events
}: {
  step: number
  topRef?: Ref<HTMLDivElement>
  /** The running total's figures, or (a string) what the quote still needs. */
  total: ReactNode
  back?: ReactNode
  next?: ReactNode
  children: ReactNode
} & Pick<HTMLAttributes<HTMLDivElement>, 'onFocus' | 'onPointerOver' | 'onTouchStart'>) {
  const shown = Math.min(step, QUOTE_STEP_COUNT)
  return (
    <div ref={topRef} className="scroll-mt-24" {...events}>
      <div className="rounded-xl border border-brand-border bg-brand-paper p-4">
        <ProgressBar value={shown} max={QUOTE_STEP_COUNT} label={quoteStepLabel(shown)} />
      </div>
      <div className="mt-8">{children}</div>
      {/* The running total and the step buttons in one bar that stays at the foot of the screen
          while the calculator is in view, so the total is never out of sight when Continue is;
          Back and Continue keep their places on every step. */}
      <div
        data-calculator-bar=""
        className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center gap-3 border-brand-border border-t bg-brand-paper px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.12)] sm:mx-0 sm:rounded-xl sm:border"
      >
        {back}
        <p aria-live="polite" className="min-w-0 flex-1 leading-tight">
          <span className="block text-brand-muted text-sm">
            {BOUTIQUE_PRICING_PAGE.runningTotal}
          </span>
          {typeof total === 'string' ? <span className="text-brand-muted">{total}</span> : total}
        </p>
        {next}
      </div>
    </div>
  )
}
