import { type ComponentProps, useId } from 'react'
import { cn } from '../utils/cn'

/**
 * A labelled progress bar, such as the calculator's "Step 2 of 4" (width is value divided by max).
 * @example
 * <ProgressBar value={2} max={4} label="Step 2 of 4" />
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'children'> & { value: number; max?: number; label: string }) {
  const labelId = useId()
  const clamped = Math.min(Math.max(value, 0), max)
  const percent = max > 0 ? (clamped / max) * 100 : 0
  return (
    <div className={cn('flex flex-col gap-2', className)} {...props}>
      <span id={labelId} className="font-medium text-brand-muted text-sm">
        {label}
      </span>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-brand-border"
      >
        <div
          className="h-full rounded-full bg-brand-accent transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
