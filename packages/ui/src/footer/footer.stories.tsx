import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Footer } from './footer'

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { landmark: true },
  args: {
    brand: 'Hard Hat Websites',
    blurb:
      'Websites, SEO and marketing for builders, trades and construction professionals across the UK.',
    socialLinks: [
      { label: 'Facebook', href: 'https://facebook.example/hardhatwebsites' },
      { label: 'LinkedIn', href: 'https://linkedin.example/company/hardhatwebsites' },
      { label: 'Instagram', href: 'https://instagram.example/hardhatwebsites' },
    ],
    columns: [
      {
        title: 'Our Services',
        links: [
          { label: 'Website Design', href: '/website-design' },
          { label: 'Construction CRM', href: '/crm' },
        ],
      },
      {
        title: 'Resources',
        links: [
          { label: 'Portfolio', href: '/portfolio' },
          { label: 'Industry Insights', href: '/insights' },
          { label: 'Sitemap', href: '/sitemap.xml' },
          { label: 'Terms of Service', href: '/terms' },
          { label: 'Privacy Policy', href: '/privacy' },
        ],
      },
    ],
    contact: {
      addressLines: ['1 Sample Street', 'Scarborough', 'YO11 1AA'],
      phone: '01632 960123',
      email: 'hello@hardhatwebsites.example',
    },
    referralsLink: { label: 'Referrals', href: '/referrals' },
    legalLinks: [
      { label: 'Cookies', href: '/cookies' },
      { label: 'Privacy', href: '/privacy' },
      { label: 'Terms', href: '/terms' },
    ],
    cookieSettingsLink: { label: 'Cookie settings', href: '/cookies#managing-cookies' },
  },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const FixedYear: Story = { args: { year: 2025 } }
/** With a handler: "Cookie settings" reopens the cookie banner instead of leaving the page. */
export const WithCookieSettings: Story = { args: { onCookieSettings: fn() } }
