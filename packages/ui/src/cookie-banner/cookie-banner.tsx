import { type ComponentProps, type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../button/button'
import { AppLink, type LinkComponent } from '../link/link'
import { cn } from '../utils/cn'
import {
  COOKIE_BANNER_DELAY_MS,
  type CookieConsentRecord,
  clearCookieConsent,
  readCookieConsentRecord,
  storeCookieConsent,
} from './consent'

export type CookieBannerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The cookie policy's version: a choice made under another version is asked again. */
  policyVersion: string
  /** Called with the visitor's choice (not on Close): run analytics only on true, stop it on false. */
  onConsentChange?: (accepted: boolean) => void
  message?: string
  policyHref?: string
  policyLabel?: string
  delayMs?: number
  /**
   * A count of "Cookie settings" requests: each new value above 0 reopens the banner with focus
   * inside, also when the banner mounts after the request was made.
   */
  settingsRequest?: number
  linkComponent?: LinkComponent | undefined
}

const decidedOn = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })

/** The banner's state: hidden, asking on its own, or reopened from "Cookie settings". */
type Shown =
  | { kind: 'hidden' }
  | { kind: 'asking' }
  | { kind: 'settings'; returnFocus: Element | null }

/**
 * Asks for analytics consent 1.5 s after load when no choice counts (none stored, older than 12
 * months, or made under another policy version). Accept All and Decline store the choice with its
 * time and version and look the same (declining is as easy as accepting); Close and Escape hide it
 * without storing. The footer's "Cookie settings" link reopens it with focus inside, to change a
 * choice as easily as it was made.
 * @example
 * <CookieBanner policyVersion="2026-11-23" settingsRequest={requests} onConsentChange={(accepted) => accepted ? start() : stop()} />
 */
export function CookieBanner({
  policyVersion,
  onConsentChange,
  message = 'We use cookies to understand how our site is used. Analytics cookies are only set if you accept them.',
  policyHref = '/cookies',
  policyLabel = 'Cookie Policy',
  delayMs = COOKIE_BANNER_DELAY_MS,
  settingsRequest = 0,
  linkComponent,
  className,
  ...props
}: CookieBannerProps) {
  const [shown, setShown] = useState<Shown>({ kind: 'hidden' })
  const [record, setRecord] = useState<CookieConsentRecord | null>(null)
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const stored = readCookieConsentRecord(policyVersion)
    setRecord(stored)
    if (stored !== null) return
    clearCookieConsent()
    const timer = setTimeout(() => setShown({ kind: 'asking' }), delayMs)
    return () => clearTimeout(timer)
  }, [delayMs, policyVersion])

  useEffect(() => {
    if (settingsRequest === 0) return
    setRecord(readCookieConsentRecord(policyVersion))
    setShown({ kind: 'settings', returnFocus: document.activeElement })
  }, [settingsRequest, policyVersion])

  useEffect(() => {
    if (shown.kind === 'settings') regionRef.current?.focus()
  }, [shown])

  if (shown.kind === 'hidden') return null

  const hide = () => {
    setShown({ kind: 'hidden' })
    if (shown.kind === 'settings' && shown.returnFocus instanceof HTMLElement) {
      shown.returnFocus.focus()
    }
  }
  const choose = (accepted: boolean) => {
    setRecord(storeCookieConsent(accepted, policyVersion))
    hide()
    onConsentChange?.(accepted)
  }
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') hide()
  }

  return (
    <section
      ref={regionRef}
      aria-label="Cookie consent"
      tabIndex={-1}
      onKeyDown={closeOnEscape}
      className={cn(
        'fixed inset-x-0 bottom-0 z-50 border-brand-accent border-t-4 bg-brand-ink p-4 text-brand-paper shadow-header focus:outline-none',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-4 md:flex-row md:items-center">
        <div className="flex-1 text-sm">
          <p>
            {message}{' '}
            <AppLink
              href={policyHref}
              linkComponent={linkComponent}
              className="text-brand-amber underline"
            >
              {policyLabel}
            </AppLink>
          </p>
          {record ? (
            <p className="mt-2 text-brand-muted-inverse">
              Your choice: analytics cookies {record.accepted ? 'accepted' : 'declined'} on{' '}
              {decidedOn.format(new Date(record.decidedAt))}.
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-3">
          <Button className="flex-1 whitespace-nowrap md:min-w-32" onClick={() => choose(true)}>
            Accept All
          </Button>
          <Button className="flex-1 whitespace-nowrap md:min-w-32" onClick={() => choose(false)}>
            Decline
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="shrink-0 text-brand-paper hover:bg-brand-ink-soft"
            onClick={hide}
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
