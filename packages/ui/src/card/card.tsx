import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

/** A white panel with a border, for packages, features and projects. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'rounded-xl border border-brand-border bg-brand-paper text-brand-text shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

/** The top of a card: title and description. */
export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
}

/** A card's heading (an `h3`: cards sit under a section's `h2`). */
export function CardTitle({ className, ...props }: ComponentProps<'h3'>) {
  return <h3 className={cn('font-bold text-xl leading-tight', className)} {...props} />
}

/** A card's supporting sentence. */
export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-brand-muted text-sm', className)} {...props} />
}

/** A card's body. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />
}

/** A card's actions row. */
export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-3 px-6 pb-6', className)} {...props} />
}
