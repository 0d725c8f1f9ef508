import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen } from 'storybook/test'
import { CookieBanner } from './cookie-banner'

const meta = {
  title: 'Shell/CookieBanner',
  component: CookieBanner,
  parameters: { landmark: true },
  args: { onConsentChange: fn() },
  beforeEach: () => {
    // Each story starts as a first visit.
    localStorage.removeItem('cookieConsent')
  },
} satisfies Meta<typeof CookieBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Appears 1.5 s after load on a first visit. */
export const FirstVisit: Story = {
  play: async () => {
    await expect(
      await screen.findByRole('region', { name: 'Cookie consent' }, { timeout: 3000 }),
    ).toBeVisible()
  },
}

/** Shown at once, to review the look. */
export const Shown: Story = { args: { delayMs: 0 } }
