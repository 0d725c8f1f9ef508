import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

/** The badge look: an accent pill by default. */
export const badgeVariants = cva(
  'inline-flex w-fit items-center rounded-full px-3 py-1 font-semibold text-xs uppercase tracking-wide',
  {
    variants: {
      variant: {
        accent: 'bg-brand-accent text-brand-ink',
        dark: 'bg-brand-ink text-brand-paper',
        outline: 'border border-brand-accent-text text-brand-accent-text',
        destructive: 'bg-brand-danger text-brand-paper',
      },
    },
    defaultVariants: { variant: 'accent' },
  },
)

/** A short label such as "Most Popular" or a project's category. */
export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
