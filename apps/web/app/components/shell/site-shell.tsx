import {
  FOOTER,
  GET_IN_TOUCH_BUTTON,
  HEADER_LINKS,
  REFERRALS_BUTTON,
  SITE,
} from '@hard-hat/content'
import { DeferredToaster, Footer, Header, LinkProvider } from '@hard-hat/ui'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { BUILT_AT } from '../../lib/build-time'
import { useHydrated } from '../../lib/use-hydrated'
import { RouterLink } from './router-link'

/**
 * The cookie banner and analytics: never in the prerendered HTML (the banner asks after a delay),
 * so their code loads once the page has hydrated instead of with it.
 */
const ConsentedAnalytics = lazy(() =>
  import('../analytics/consented-analytics').then((module) => ({
    default: module.ConsentedAnalytics,
  })),
)

/** Header, footer, toasts and cookie banner around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const isHydrated = useHydrated()
  // Counted here, not in the lazy banner: a click before its code arrives still opens it.
  const [cookieSettingsRequest, setCookieSettingsRequest] = useState(0)
  return (
    <LinkProvider component={RouterLink}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-brand-amber focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-ink"
      >
        Skip to main content
      </a>
      <Header
        brand={SITE.brand}
        links={HEADER_LINKS}
        referralsLink={REFERRALS_BUTTON}
        contactLink={GET_IN_TOUCH_BUTTON}
        currentPath={pathname}
      />
      <main id="main" tabIndex={-1} className="pt-16 focus:outline-none">
        {children}
      </main>
      <Footer
        brand={FOOTER.brand}
        blurb={FOOTER.blurb}
        socialLinks={FOOTER.social}
        columns={FOOTER.groups}
        contact={{
          title: FOOTER.contact.title,
          addressLines: FOOTER.contact.addressLines,
          phone: FOOTER.contact.phone.display,
          email: FOOTER.contact.email.address,
        }}
        referralsLink={FOOTER.referralsButton}
        legalLinks={FOOTER.legalLinks}
        cookieSettingsLink={FOOTER.cookieSettingsLink}
        onCookieSettings={() => setCookieSettingsRequest((count) => count + 1)}
        year={BUILT_AT.getFullYear()}
      />
      <DeferredToaster />
      {/* Analytics loads only after Accept All (P-consent-before-tracking). */}
      {isHydrated ? (
        <Suspense fallback={null}>
          <ConsentedAnalytics settingsRequest={cookieSettingsRequest} />
        </Suspense>
      ) : null}
    </LinkProvider>
  )
}
