import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { itHasNoAxeViolationsInEveryStory } from '../test/stories'
import {
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_RECORD_KEY,
  cookieBannerScript,
  cookieConsentExpiresAt,
  readCookieConsent,
  readCookieConsentRecord,
  storeCookieConsent,
} from './consent'
import { CookieBanner } from './cookie-banner'
import * as stories from './cookie-banner.stories'
import { CookieBannerView } from './cookie-banner-view'

const composed = composeStories(stories)
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' })
const VERSION = 'v2'

describe('CookieBanner', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  describe('with a fixed clock', () => {
    beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') }))
    afterEach(() => vi.useRealTimers())

    function renderBanner(onConsentChange = vi.fn()) {
      render(<CookieBanner policyVersion={VERSION} onConsentChange={onConsentChange} />)
      return onConsentChange
    }

    it('shows at once when no choice is stored, without taking focus', () => {
      render(<CookieBanner policyVersion={VERSION} />)
      expect(banner()).toBeInTheDocument()
      expect(banner()).not.toHaveFocus()
    })

    it.each([true, false])('stays hidden when %s was chosen under this version', (accepted) => {
      storeCookieConsent(accepted, VERSION)
      renderBanner()
      expect(banner()).not.toBeInTheDocument()
    })

    it('asks again, and forgets the old choice, once the policy version changes', () => {
      storeCookieConsent(true, 'v1')
      renderBanner()
      expect(banner()).toBeInTheDocument()
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull()
    })

    it('asks again 12 months after the choice', () => {
      storeCookieConsent(false, VERSION, new Date('2025-11-23T12:00:00Z'))
      renderBanner()
      expect(banner()).toBeInTheDocument()
    })

    it('asks again when only the spec’s key is stored, with no time or version', () => {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'true')
      renderBanner()
      expect(banner()).toBeInTheDocument()
    })

    it('Accept All stores "true" with the time and version, hides and reports consent', () => {
      const onConsentChange = renderBanner()
      fireEvent.click(screen.getByRole('button', { name: 'Accept All' }))
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true')
      expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_RECORD_KEY) ?? '')).toEqual({
        accepted: true,
        decidedAt: '2026-11-23T12:00:00.000Z',
        policyVersion: VERSION,
      })
      expect(banner()).not.toBeInTheDocument()
      expect(onConsentChange).toHaveBeenCalledWith(true)
      expect(readCookieConsent(VERSION)).toBe(true)
    })

    it('Decline stores "false", hides and reports the refusal', () => {
      const onConsentChange = renderBanner()
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false')
      expect(banner()).not.toBeInTheDocument()
      expect(onConsentChange).toHaveBeenCalledWith(false)
      expect(readCookieConsent(VERSION)).toBe(false)
    })

    it.each(['Close', 'Escape'])('%s hides without storing, so it asks again', (how) => {
      const onConsentChange = renderBanner()
      const region = banner() as HTMLElement
      if (how === 'Close') fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      else fireEvent.keyDown(screen.getByRole('button', { name: 'Decline' }), { key: 'Escape' })
      expect(region).not.toBeInTheDocument()
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull()
      expect(onConsentChange).not.toHaveBeenCalled()
    })

    it('reopens from "Cookie settings" with focus inside, and Decline withdraws consent', () => {
      storeCookieConsent(true, VERSION)
      const onConsentChange = vi.fn()
      const { rerender } = render(
        <CookieBanner policyVersion={VERSION} onConsentChange={onConsentChange} />,
      )
      const opener = document.body.appendChild(document.createElement('button'))
      opener.focus()
      expect(banner()).not.toBeInTheDocument()
      rerender(
        <CookieBanner
          policyVersion={VERSION}
          onConsentChange={onConsentChange}
          settingsRequest={1}
        />,
      )
      expect(banner()).toHaveFocus()
      expect(banner()).toHaveTextContent('analytics cookies accepted on 23 November 2026')
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
      expect(onConsentChange).toHaveBeenCalledWith(false)
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false')
      expect(opener).toHaveFocus()
      opener.remove()
    })

    it('shows more choices (the site’s own counting) in Cookie settings only, not to a first visit', () => {
      const more = <button type="button">Don't count my visits</button>
      const { rerender } = render(<CookieBanner policyVersion={VERSION} moreChoices={more} />)
      expect(banner()).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: "Don't count my visits" })).toBeNull()
      rerender(<CookieBanner policyVersion={VERSION} moreChoices={more} settingsRequest={1} />)
      expect(screen.getByRole('button', { name: "Don't count my visits" })).toBeInTheDocument()
    })

    it('gives focus back to "Cookie settings" when Escape closes the reopened banner', () => {
      storeCookieConsent(false, VERSION)
      const opener = document.body.appendChild(document.createElement('button'))
      opener.focus()
      // Asked for before the banner had loaded: it opens as it mounts.
      render(<CookieBanner policyVersion={VERSION} settingsRequest={1} />)
      expect(banner()).toHaveFocus()
      fireEvent.keyDown(banner() as HTMLElement, { key: 'Escape' })
      expect(banner()).not.toBeInTheDocument()
      expect(opener).toHaveFocus()
      expect(readCookieConsent(VERSION)).toBe(false)
      opener.remove()
    })

    it('makes declining as easy as accepting: both buttons look the same and never wrap', () => {
      renderBanner()
      const accept = screen.getByRole('button', { name: 'Accept All' })
      const decline = screen.getByRole('button', { name: 'Decline' })
      expect(decline.className).toBe(accept.className)
      expect(accept.className).toContain('whitespace-nowrap')
    })
  })

  it('is in the prerendered HTML, shown only once the head script marks the page "ask"', () => {
    const html = renderToString(<CookieBanner policyVersion={VERSION} />)
    expect(html).toContain('aria-label="Cookie consent"')
    expect(html).toContain('hidden [html[data-cookie-banner=ask]_&amp;]:block')
  })

  it('renders exactly what its stand-in renders before its code loads, so the swap moves nothing', () => {
    expect(renderToString(<CookieBannerView isPending />)).toBe(
      renderToString(<CookieBanner policyVersion={VERSION} />),
    )
  })

  describe('the head script', () => {
    const runScript = () => {
      document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE)
      new Function(cookieBannerScript(VERSION))()
      return document.documentElement.getAttribute(COOKIE_BANNER_ATTRIBUTE)
    }
    afterEach(() => document.documentElement.removeAttribute(COOKIE_BANNER_ATTRIBUTE))

    it.each([
      ['nothing is stored', () => {}, 'ask'],
      ['a choice counts', () => storeCookieConsent(false, VERSION), null],
      [
        'the choice is older than 12 months',
        () => {
          storeCookieConsent(true, VERSION, new Date(Date.now() - 366 * 24 * 3600 * 1000))
        },
        'ask',
      ],
      ['the choice was made under another policy', () => storeCookieConsent(true, 'v1'), 'ask'],
      [
        'the record is not JSON',
        () => {
          localStorage.setItem(COOKIE_CONSENT_KEY, 'true')
          localStorage.setItem(COOKIE_CONSENT_RECORD_KEY, '{not json')
        },
        'ask',
      ],
    ] as const)('decides as readCookieConsent does when %s', (_, arrange, expected) => {
      arrange()
      expect(runScript()).toBe(expected)
      expect(readCookieConsent(VERSION) === null ? 'ask' : null).toBe(expected)
    })

    it('cannot be closed early by a policy version holding "</script>"', () => {
      expect(cookieBannerScript('</script><script>alert(1)//')).not.toContain('</script')
    })
  })

  it('reads no choice when nothing, something unexpected or a future time is stored', () => {
    expect(readCookieConsent(VERSION)).toBeNull()
    localStorage.setItem(COOKIE_CONSENT_KEY, 'yes')
    localStorage.setItem(COOKIE_CONSENT_RECORD_KEY, '{not json')
    expect(readCookieConsent(VERSION)).toBeNull()
    storeCookieConsent(true, VERSION, new Date('2030-01-01T00:00:00Z'))
    expect(readCookieConsent(VERSION, new Date('2026-01-01T00:00:00Z'))).toBeNull()
  })

  it('counts a choice for exactly 12 months', () => {
    const record = storeCookieConsent(true, VERSION, new Date('2026-02-28T09:00:00Z'))
    expect(cookieConsentExpiresAt(record).toISOString()).toBe('2027-02-28T09:00:00.000Z')
    expect(readCookieConsentRecord(VERSION, new Date('2027-02-28T08:59:59Z'))).toEqual(record)
    expect(readCookieConsentRecord(VERSION, new Date('2027-02-28T09:00:00Z'))).toBeNull()
  })

  it('reads no choice when the spec’s key disagrees with the record', () => {
    storeCookieConsent(true, VERSION)
    localStorage.setItem(COOKIE_CONSENT_KEY, 'false')
    expect(readCookieConsent(VERSION)).toBeNull()
  })
})
