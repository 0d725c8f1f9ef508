import type { ComponentProps, ReactNode } from 'react'
import { Badge } from '../badge/badge'
import { cn } from '../utils/cn'

/** Props of {@link PriceCard}. What follows the price (notes, a list, an action) is its children. */
export interface PriceCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The product's name, an `h3` under the section's `h2`. */
  name: ReactNode
  /** The price as shown, formatted by the caller ("£995"). */
  price: ReactNode
  /** A label above the name, such as "Most Popular". */
  badge?: ReactNode
  /** The accent border of the offer a page recommends; an outline otherwise. */
  isFeatured?: boolean
  /** `lg` for a card of its own (a larger name), `md` beside another. */
  size?: 'md' | 'lg'
  /** The price's figure size: `4xl` where the card sits beside a long list. */
  priceSize?: '4xl' | '5xl'
  /** The price it replaces, struck through, read after `wasLabel` ("Was"). */
  was?: ReactNode
  wasLabel?: string
  /** What the price is per ("month"), after a slash. */
  period?: ReactNode
}

/**
 * A product's price in a card: badge, name, price (with the price it replaces, or its period),
 * then whatever the caller adds (VAT note, what is included, the action).
 * @example <PriceCard name="One Page Website" price="£995"><p>Excluding VAT</p></PriceCard>
 */
export function PriceCard({
  name,
  price,
  badge,
  isFeatured = true,
  size = 'lg',
  priceSize = '5xl',
  was,
  wasLabel,
  period,
  className,
  children,
  ...props
}: PriceCardProps) {
  return (
    <div
      className={cn(
        'rounded-xl p-8 text-center',
        isFeatured ? 'border-4 border-brand-accent' : 'border border-brand-border',
        className,
      )}
      {...props}
    >
      {badge ? <Badge>{badge}</Badge> : null}
      <h3 className={cn('font-bold', size === 'lg' ? 'text-2xl' : 'text-xl', badge ? 'mt-4' : '')}>
        {name}
      </h3>
      <p className="mt-4">
        {was === undefined ? null : (
          <>
            <span className="sr-only">{wasLabel} </span>
            <s className="text-brand-muted">{was}</s>{' '}
          </>
        )}
        <span className={cn('font-extrabold', priceSize === '4xl' ? 'text-4xl' : 'text-5xl')}>
          {price}
        </span>
        {period ? <span className="text-brand-muted"> / {period}</span> : null}
      </p>
      {children}
    </div>
  )
}
