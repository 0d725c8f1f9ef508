import { cn } from '@hard-hat/ui'

/**
 * A row of filter buttons; the chosen one is pressed (`aria-pressed`). The choice lives in the
 * query string (P-filters-in-url), so the page passes it in and is told of changes.
 */
export function CategoryFilters<Id extends string>({
  label,
  options,
  selected,
  onSelect,
}: {
  label: string
  options: readonly { id: Id; label: string }[]
  selected: Id
  onSelect: (id: Id) => void
}) {
  return (
    <fieldset className="flex flex-wrap justify-center gap-3">
      <legend className="sr-only">{label}</legend>
      {options.map((option) => {
        const isSelected = option.id === selected
        return (
          <button
            key={option.id}
            type="button"
            aria-pressed={isSelected}
            onClick={() => onSelect(option.id)}
            className={cn(
              'min-h-11 rounded-full border-2 px-5 py-2 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent focus-visible:ring-offset-2',
              isSelected
                ? 'border-brand-ink bg-brand-ink text-brand-paper'
                : 'border-brand-border bg-brand-paper text-brand-text hover:border-brand-ink',
            )}
          >
            {option.label}
          </button>
        )
      })}
    </fieldset>
  )
}
