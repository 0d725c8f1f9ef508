import { cn } from '@hard-hat/ui'
import { Link } from 'react-router'

/**
 * A row of filter links; the chosen one is marked current. The choice lives in the query string
 * (P-filters-in-url), so each filter is a link to its own URL: it works before the scripts arrive
 * (P-scripts-after-first-paint), and once they have, it changes the list in place.
 */
export function CategoryFilters<Id extends string>({
  label,
  options,
  selected,
  searchFor,
}: {
  label: string
  options: readonly { id: Id; label: string }[]
  selected: Id
  /** The query string (`?…`, or '' for none) that shows an option. */
  searchFor: (id: Id) => string
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-3">
        {options.map((option) => {
          const isSelected = option.id === selected
          return (
            <li key={option.id}>
              <Link
                to={{ search: searchFor(option.id) }}
                replace
                preventScrollReset
                aria-current={isSelected ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border-2 px-5 py-2 font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent focus-visible:ring-offset-2',
                  isSelected
                    ? 'border-brand-ink bg-brand-ink text-brand-paper'
                    : 'border-brand-border bg-brand-paper text-brand-text hover:border-brand-ink',
                )}
              >
                {option.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
