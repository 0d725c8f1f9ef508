import type { ComponentProps, ReactNode } from 'react'
import { Button } from '../button/button'
import { AppLink, type LinkComponent } from '../link/link'
import { cn } from '../utils/cn'

/** Props of {@link CookieBannerView}: a section's props, the words and the three choices. */
export type CookieBannerViewProps = Omit<ComponentProps<'section'>, 'children'> & {
  message?: string
  policyHref?: string
  policyLabel?: string
  linkComponent?: LinkComponent | undefined
  /**
   * Not yet interactive (prerendered, or before the banner's code has loaded): shown only when the
   * head script marked the page `data-cookie-banner="ask"` (see `cookieBannerScript`).
   */
  isPending?: boolean
  /** A line under the message: the visitor's current choice, when the banner was reopened. */
  note?: string | undefined
  /** More choices below the buttons, such as the site's own counting (shown in Cookie settings). */
  moreChoices?: ReactNode
  /** Called by Accept All. */
  onAccept?: () => void
  /** Called by Decline. */
  onDecline?: () => void
  /** Called by the close button, which keeps the choice as it was. */
  onClose?: () => void
}

/**
 * The cookie banner's look without its behaviour: a band in the page's flow (it pushes the page
 * down and covers nothing), with the policy link, Accept All and Decline looking the same, and
 * Close. A page renders it in place of `CookieBanner` until that component's code has loaded, so
 * the banner is in the prerendered HTML and the swap moves nothing.
 * @example
 * <CookieBannerView isPending />
 */
export function CookieBannerView({
  message = 'We use cookies to understand how our site is used. Analytics cookies are only set if you accept them.',
  policyHref = '/cookies',
  policyLabel = 'Cookie Policy',
  linkComponent,
  isPending = false,
  note,
  moreChoices,
  onAccept,
  onDecline,
  onClose,
  className,
  ...props
}: CookieBannerViewProps) {
  return (
    <section
      aria-label="Cookie consent"
      // Focus moves to the region itself when "Cookie settings" reopens it.
      tabIndex={-1}
      className={cn(
        'border-brand-accent border-b-4 bg-brand-ink-soft p-4 text-brand-paper focus:outline-none',
        isPending && 'hidden [html[data-cookie-banner=ask]_&]:block',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-4 md:flex-row md:items-center">
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
          {note ? <p className="mt-2 text-brand-muted-inverse">{note}</p> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          {/* Disabled while pending: until its code arrives a click could not be kept
              (P-scripts-after-first-paint). */}
          <Button
            className="flex-1 whitespace-nowrap md:min-w-32"
            disabled={isPending}
            onClick={onAccept}
          >
            Accept All
          </Button>
          <Button
            className="flex-1 whitespace-nowrap md:min-w-32"
            disabled={isPending}
            onClick={onDecline}
          >
            Decline
          </Button>
          <Button
            disabled={isPending}
            variant="ghost"
            size="icon"
            aria-label="Close"
            className="shrink-0 text-brand-paper hover:bg-brand-ink"
            onClick={onClose}
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
      {/* After the buttons, so the keyboard meets the policy link, Accept All and Decline first. */}
      {moreChoices ? <div className="mx-auto mt-3 max-w-7xl text-sm">{moreChoices}</div> : null}
    </section>
  )
}
