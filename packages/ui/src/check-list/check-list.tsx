import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

/** The list's look: ticked boxes on a white or a soft panel, or plain ticked lines in a card. */
export const checkListVariants = cva('', {
  variants: {
    tone: {
      paper: 'flex gap-3 rounded-lg bg-brand-paper p-4 font-medium',
      soft: 'flex gap-3 rounded-lg bg-brand-paper-soft p-4 font-medium',
      plain: 'flex gap-3',
    },
  },
  defaultVariants: { tone: 'paper' },
})

/** Props of {@link CheckList}: its lines, and a `className` for the list's layout (columns, width; a plain list's spacing). */
export type CheckListProps = Omit<ComponentProps<'ul'>, 'children'> &
  VariantProps<typeof checkListVariants> & {
    /** The lines, each shown after a tick that screen readers skip (the list says enough). */
    items: readonly string[]
    /** Classes added to every line (a box that should not be bold: `font-normal`). */
    itemClassName?: string
  }

/**
 * A list of what is included, each line after a tick: a grid of boxes (`paper` on a soft section,
 * `soft` on a white one) or plain lines inside a price card.
 * @example <CheckList items={['Mobile-first design', 'SEO setup']} className="sm:grid-cols-2" />
 */
export function CheckList({ items, tone, className, itemClassName, ...props }: CheckListProps) {
  return (
    <ul className={cn(tone === 'plain' ? '' : 'grid gap-3', className)} {...props}>
      {items.map((item) => (
        <li key={item} className={cn(checkListVariants({ tone }), itemClassName)}>
          <span aria-hidden="true" className="font-bold text-brand-accent-text">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
