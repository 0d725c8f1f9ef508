import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory } from '../test/stories'
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_KEY, readCookieConsent } from './consent'
import { CookieBanner } from './cookie-banner'
import * as stories from './cookie-banner.stories'

const composed = composeStories(stories)
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' })

describe('CookieBanner', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    function renderShown(onConsentChange = vi.fn()) {
      render(<CookieBanner onConsentChange={onConsentChange} />)
      act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS))
      return onConsentChange
    }

    it('shows 1.5 s after load when no consent is stored', () => {
      render(<CookieBanner />)
      act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS - 1))
      expect(banner()).not.toBeInTheDocument()
      act(() => vi.advanceTimersByTime(1))
      expect(banner()).toBeInTheDocument()
    })

    it.each(['true', 'false'])('stays hidden when %s is already stored', (stored) => {
      localStorage.setItem(COOKIE_CONSENT_KEY, stored)
      render(<CookieBanner />)
      act(() => vi.advanceTimersByTime(COOKIE_BANNER_DELAY_MS * 2))
      expect(banner()).not.toBeInTheDocument()
    })

    it('Accept All stores "true", hides and reports consent', () => {
      const onConsentChange = renderShown()
      fireEvent.click(screen.getByRole('button', { name: 'Accept All' }))
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true')
      expect(banner()).not.toBeInTheDocument()
      expect(onConsentChange).toHaveBeenCalledWith(true)
      expect(readCookieConsent()).toBe(true)
    })

    it('Decline stores "false", hides and reports the refusal', () => {
      const onConsentChange = renderShown()
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }))
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('false')
      expect(banner()).not.toBeInTheDocument()
      expect(onConsentChange).toHaveBeenCalledWith(false)
      expect(readCookieConsent()).toBe(false)
    })

    it('Close hides without storing, so it asks again next visit', () => {
      const onConsentChange = renderShown()
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
      expect(banner()).not.toBeInTheDocument()
      expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull()
      expect(onConsentChange).not.toHaveBeenCalled()
      expect(readCookieConsent()).toBeNull()
    })

    it('makes declining as easy as accepting: both buttons look the same', () => {
      renderShown()
      const accept = screen.getByRole('button', { name: 'Accept All' })
      const decline = screen.getByRole('button', { name: 'Decline' })
      expect(decline.className).toBe(accept.className)
    })
  })

  it('reads no consent when nothing or something unexpected is stored', () => {
    expect(readCookieConsent()).toBeNull()
    localStorage.setItem(COOKIE_CONSENT_KEY, 'yes')
    expect(readCookieConsent()).toBeNull()
  })
})
