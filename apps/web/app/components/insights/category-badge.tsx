import type { InsightCategory, InsightTone } from '@hard-hat/content'
import { cn } from '@hard-hat/ui'

// Each tone keeps at least 4.5:1 contrast between its text and background.
const toneClasses: Record<InsightTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  blue: 'bg-blue-100 text-blue-900',
  green: 'bg-green-100 text-green-900',
  amber: 'bg-amber-100 text-amber-900',
  pink: 'bg-pink-100 text-pink-900',
  slate: 'bg-slate-200 text-slate-900',
  orange: 'bg-orange-100 text-orange-900',
}

/** An insight category as a coloured pill (the category's colour style). */
export function CategoryBadge({
  category,
  className,
}: {
  category: InsightCategory
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex w-fit rounded-full px-3 py-1 font-semibold text-xs uppercase tracking-wide',
        toneClasses[category.tone],
        className,
      )}
    >
      {category.label}
    </span>
  )
}
