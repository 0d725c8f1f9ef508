import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { clearCookieConsent, storeCookieConsent } from './consent'
import { CookieBanner } from './cookie-banner'

const POLICY_VERSION = '2026-11-23'

const meta = {
  title: 'Shell/CookieBanner',
  component: CookieBanner,
  parameters: { landmark: true },
  args: { policyVersion: POLICY_VERSION, onConsentChange: fn() },
  beforeEach: () => {
    // Each story starts as a first visit.
    clearCookieConsent()
  },
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

/** A first visit: in the page's flow at the top, asking at once (the head script shows it before paint). */
export const FirstVisit: Story = {
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeVisible()
  },
}

/** Reopened from the footer's "Cookie settings" after accepting: focus moves into it. */
export const ReopenedAfterAccepting: Story = {
  render: function Reopened(args) {
    // Stored before the banner mounts, as on a visit after accepting (tests render without beforeEach).
    useState(() => storeCookieConsent(true, POLICY_VERSION, new Date('2026-11-23T10:00:00Z')))
    return <CookieBanner {...args} />
  },
  args: { settingsRequest: 1 },
  play: async () => {
    const banner = await screen.findByRole('region', { name: 'Cookie consent' })
    await waitFor(() => expect(banner).toHaveFocus())
    await expect(banner).toHaveTextContent(
      'Your choice: analytics cookies accepted on 23 November 2026.',
    )
  },
}
