import { type ComponentProps, useEffect, useState } from 'react'
import { Button } from '../button/button'
import { AppLink, type LinkComponent } from '../link/link'
import { cn } from '../utils/cn'
import { COOKIE_BANNER_DELAY_MS, readCookieConsent, storeCookieConsent } from './consent'

export type CookieBannerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Called with the visitor's choice (not on Close): load analytics only on true. */
  onConsentChange?: (accepted: boolean) => void
  message?: string
  policyHref?: string
  policyLabel?: string
  delayMs?: number
  linkComponent?: LinkComponent | undefined
}

/**
 * Asks for analytics consent 1.5 s after load when no choice is stored. Accept All stores 'true',
 * Decline stores 'false' (the two buttons look the same: declining is as easy as accepting),
 * Close hides it without storing, so it asks again on the next visit.
 * @example
 * <CookieBanner onConsentChange={(accepted) => accepted && loadAnalytics()} />
 */
export function CookieBanner({
  onConsentChange,
  message = 'We use cookies to understand how our site is used. Analytics cookies are only set if you accept them.',
  policyHref = '/cookies',
  policyLabel = 'Cookie Policy',
  delayMs = COOKIE_BANNER_DELAY_MS,
  linkComponent,
  className,
  ...props
}: CookieBannerProps) {
  const [isVisible, setVisible] = useState(false)

  useEffect(() => {
    if (readCookieConsent() !== null) return
    const timer = setTimeout(() => setVisible(true), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs])

  if (!isVisible) return null

  const choose = (accepted: boolean) => {
    storeCookieConsent(accepted)
    setVisible(false)
    onConsentChange?.(accepted)
  }

  return (
    <section
      aria-label="Cookie consent"
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 border-brand-accent border-t-4 bg-brand-ink p-4 text-brand-paper shadow-header',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 md:flex-row md:items-center">
        <p className="flex-1 text-sm">
          {message}{' '}
          <AppLink
            href={policyHref}
            linkComponent={linkComponent}
            className="text-brand-amber underline"
          >
            {policyLabel}
          </AppLink>
        </p>
        <div className="flex items-center gap-3">
          <Button className="flex-1 md:min-w-32" onClick={() => choose(true)}>
            Accept All
          </Button>
          <Button className="flex-1 md:min-w-32" onClick={() => choose(false)}>
            Decline
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="text-brand-paper hover:bg-brand-ink-soft"
            onClick={() => setVisible(false)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </Button>
        </div>
      </div>
    </section>
  )
}
