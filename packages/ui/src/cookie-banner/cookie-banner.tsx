import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import {
  type CookieConsentRecord,
  clearCookieConsent,
  readCookieConsentRecord,
  storeCookieConsent,
} from './consent'
import { CookieBannerView, type CookieBannerViewProps } from './cookie-banner-view'

/** Props of {@link CookieBanner}: the view's, less what the banner decides itself. */
export type CookieBannerProps = Omit<
  CookieBannerViewProps,
  'isPending' | 'note' | 'onAccept' | 'onDecline' | 'onClose'
> & {
  /** The cookie policy's version: a choice made under another version is asked again. */
  policyVersion: string
  /** Called with the visitor's choice (not on Close): run analytics only on true, stop it on false. */
  onConsentChange?: (accepted: boolean) => void
  /**
   * A count of "Cookie settings" requests: each new value above 0 reopens the banner with focus
   * inside, also when the banner mounts after the request was made.
   */
  settingsRequest?: number
}

// Created on first use: a page's first Intl formatter loads the locale data (10–25 ms).
let decidedOn: Intl.DateTimeFormat | undefined
const formatDecidedOn = (decidedAt: string) => {
  decidedOn ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' })
  return decidedOn.format(new Date(decidedAt))
}

/**
 * The banner's state: before hydration (prerendered; shown by CSS when the head script found no
 * choice), hidden, asking on its own, or reopened from "Cookie settings".
 */
type Shown =
  | { kind: 'pending' }
  | { kind: 'hidden' }
  | { kind: 'asking' }
  | { kind: 'settings'; returnFocus: Element | null }

/**
 * Asks for analytics consent when no choice counts (none stored, older than 12 months, or made
 * under another policy version). It sits in the page's flow, at the top before the content, so it
 * pushes the page down and never covers the control that has focus (WCAG 2.4.11). It is in the
 * prerendered HTML: `cookieBannerScript` in the head shows it before the first paint, so it
 * never shifts the page. Accept All and Decline store the choice with its time and version and
 * look the same (declining is as easy as accepting); Close and Escape hide it without storing. The
 * footer's "Cookie settings" link reopens it with focus inside, to change a choice as easily as it
 * was made.
 * @example
 * <CookieBanner policyVersion="2026-11-23" settingsRequest={requests} onConsentChange={(accepted) => accepted ? start() : stop()} />
 */
export function CookieBanner({
  policyVersion,
  onConsentChange,
  settingsRequest = 0,
  moreChoices,
  ...props
}: CookieBannerProps) {
  const [shown, setShown] = useState<Shown>({ kind: 'pending' })
  const [record, setRecord] = useState<CookieConsentRecord | null>(null)
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const stored = readCookieConsentRecord(policyVersion)
    setRecord(stored)
    if (stored === null) clearCookieConsent()
    const next: Shown = { kind: stored === null ? 'asking' : 'hidden' }
    setShown((current) => (current.kind === 'pending' ? next : current))
  }, [policyVersion])

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
    <CookieBannerView
      {...props}
      ref={regionRef}
      onKeyDown={closeOnEscape}
      isPending={shown.kind === 'pending'}
      // Only in Cookie settings: a first visit's banner asks one question.
      moreChoices={shown.kind === 'settings' ? moreChoices : undefined}
      note={
        record
          ? `Your choice: analytics cookies ${record.accepted ? 'accepted' : 'declined'} on ${formatDecidedOn(record.decidedAt)}.`
          : undefined
      }
      onAccept={() => choose(true)}
      onDecline={() => choose(false)}
      onClose={hide}
    />
  )
}
