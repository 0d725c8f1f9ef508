import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

/** A card's look: outlined on a white section, white on a soft one. */
export const cardGridVariants = cva('rounded-xl p-6', {
  variants: {
    tone: {
      outline: 'border border-brand-border',
      paper: 'bg-brand-paper',
    },
  },
  defaultVariants: { tone: 'outline' },
})

/** One card of a {@link CardGrid}: a title (an `h3`, under the section's `h2`) and a sentence. */
export interface CardGridItem {
  readonly title: string
  readonly description: string
}

/** Props of {@link CardGrid}: its cards, and a `className` for the grid's columns. */
export type CardGridProps = Omit<ComponentProps<'ul'>, 'children'> &
  VariantProps<typeof cardGridVariants> & {
    items: readonly CardGridItem[]
  }

/**
 * A grid of small cards, each a title and a sentence: features, reasons, benefits.
 * @example <CardGrid items={features} className="sm:grid-cols-2 lg:grid-cols-3" />
 */
export function CardGrid({ items, tone, className, ...props }: CardGridProps) {
  return (
    <ul className={cn('grid gap-6', className)} {...props}>
      {items.map((item) => (
        <li key={item.title} className={cardGridVariants({ tone })}>
          <h3 className="font-bold text-xl">{item.title}</h3>
          <p className="mt-2 text-brand-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
