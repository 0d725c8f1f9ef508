import { LinkButton } from '@hard-hat/ui'
import type { ReactNode } from 'react'
import { WithPhoneLinks } from './phone-links'

/** The dark hero at the top of a page: eyebrow, the page's one h1, text and up to two actions. */
export function Hero({
  eyebrow,
  headline,
  subheading,
  primary,
  secondary,
  children,
}: {
  eyebrow?: ReactNode
  headline: ReactNode
  subheading?: ReactNode
  primary?: { label: string; href: string } | undefined
  secondary?: { label: string; href: string } | undefined
  children?: ReactNode
}) {
  return (
    <div className="bg-brand-ink text-brand-paper">
      {/* Left-aligned on phones: a long headline centred over six short lines is hard to read. */}
      <div className="mx-auto max-w-7xl px-4 py-16 text-left md:py-24 md:text-center">
        {eyebrow ? (
          <p className="font-semibold text-brand-amber text-sm uppercase tracking-wider">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-4 font-extrabold text-4xl leading-tight md:text-6xl">{headline}</h1>
        {subheading ? (
          <p className="mx-auto mt-6 max-w-3xl text-brand-muted-inverse text-lg md:text-xl">
            {typeof subheading === 'string' ? <WithPhoneLinks text={subheading} /> : subheading}
          </p>
        ) : null}
        {children}
        {primary || secondary ? (
          <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
            {primary ? (
              <LinkButton href={primary.href} size="lg">
                {primary.label}
              </LinkButton>
            ) : null}
            {secondary ? (
              <LinkButton href={secondary.href} size="lg" variant="outline">
                {secondary.label}
              </LinkButton>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}
