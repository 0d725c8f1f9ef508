import {
  FOOTER,
  GET_IN_TOUCH_BUTTON,
  HEADER_LINKS,
  REFERRALS_BUTTON,
  SITE,
} from '@hard-hat/content'
import { CookieBannerView, DeferredToaster, Footer, Header, LinkProvider } from '@hard-hat/ui'
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'react-router'
import { BUILT_AT } from '../../lib/build-time'
import { useHydrated } from '../../lib/use-hydrated'
import { whenIdle } from '../../lib/when-idle'
import { RouterLink } from './router-link'

/**
 * The cookie banner's behaviour and analytics load once the page has hydrated instead of with it.
 */
const ConsentedAnalytics = lazy(() =>
  import('../analytics/consented-analytics').then((module) => ({
    default: module.ConsentedAnalytics,
  })),
)

/**
 * The banner as the server writes it: in place, in the page's flow, shown before the first paint by
 * the head script when it must ask (decision 016). In the browser React leaves this HTML alone (an
 * element with inner HTML has no children to hydrate), so the page's bundle does not carry the
 * banner; the real one takes its place, looking the same, once its code has loaded.
 */
function PrerenderedBanner() {
  return import.meta.env.SSR ? (
    <div data-prerendered-banner="">
      <CookieBannerView isPending />
    </div>
  ) : (
    <div
      data-prerendered-banner=""
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; it keeps the server's HTML
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  )
}

/** Header, footer, toasts and cookie banner around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const isHydrated = useHydrated()
  // The site's own field measurement (decision 037): its code is fetched at idle after hydration,
  // outside the first load, once per document; each client-side navigation then sends what the
  // page before it measured.
  const routeChanged = useRef<((path: string) => void) | undefined>(undefined)
  useEffect(() => {
    if (!isHydrated) return
    whenIdle(() => {
      void import('../../lib/measurement/field-measurement').then((module) => {
        routeChanged.current = module.startFieldMeasurement()
      })
    })
  }, [isHydrated])
  useEffect(() => {
    routeChanged.current?.(pathname)
  }, [pathname])
  const [hasBannerCode, setHasBannerCode] = useState(false)
  const showBannerCode = useCallback(() => setHasBannerCode(true), [])
  // Counted here, not in the lazy banner: a click before its code arrives still opens it.
  const [cookieSettingsRequest, setCookieSettingsRequest] = useState(0)
  const openCookieSettings = useCallback(() => setCookieSettingsRequest((count) => count + 1), [])
  // The header and footer are kept across the shell's own updates (hydrated, the banner's code
  // arriving): re-rendering them is most of a page's chrome, in one task right after hydration.
  const header = useMemo(
    () => (
      <Header
        brand={SITE.brand}
        links={HEADER_LINKS}
        referralsLink={REFERRALS_BUTTON}
        contactLink={GET_IN_TOUCH_BUTTON}
        phone={SITE.phone}
        currentPath={pathname}
      />
    ),
    [pathname],
  )
  const footer = useMemo(
    () => (
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
        onCookieSettings={openCookieSettings}
        year={BUILT_AT.getFullYear()}
      />
    ),
    [openCookieSettings],
  )
  return (
    <LinkProvider component={RouterLink}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-brand-amber focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-ink"
      >
        Skip to main content
      </a>
      {header}
      <div className="pt-16">
        {/* Before the content, in the flow: it pushes the page down and covers nothing (WCAG 2.4.11). */}
        {hasBannerCode ? null : <PrerenderedBanner />}
        {isHydrated ? (
          <Suspense fallback={null}>
            {/* Analytics loads only after Accept All (P-consent-before-tracking). */}
            <ConsentedAnalytics settingsRequest={cookieSettingsRequest} onLoad={showBannerCode} />
          </Suspense>
        ) : null}
        <main id="main" tabIndex={-1} className="focus:outline-none">
          {children}
        </main>
      </div>
      {footer}
      <DeferredToaster />
    </LinkProvider>
  )
}
