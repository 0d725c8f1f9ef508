import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Header } from './header'

const meta = {
  title: 'Shell/Header',
  component: Header,
  parameters: { landmark: true },
  args: {
    brand: 'Hard Hat Websites',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Website Design', href: '/website-design' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'CRM', href: '/crm' },
      { label: 'Insights', href: '/insights' },
    ],
    referralsLink: { label: 'Referrals', href: '/referrals' },
    contactLink: { label: 'Get In Touch', href: '/contact' },
    phone: { display: '01632 960123', href: 'tel:+441632960123' },
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <main className="h-[200vh] px-4 pt-24">
          <p>Page content under the fixed header.</p>
        </main>
      </>
    ),
  ],
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const AtTop: Story = {}

export const CurrentPage: Story = { args: { currentPath: '/portfolio' } }

export const Scrolled: Story = {
  play: async ({ canvasElement }) => {
    window.scrollTo(0, 200)
    window.dispatchEvent(new Event('scroll'))
    const header = canvasElement.querySelector('header')
    await waitFor(() => expect(header).toHaveAttribute('data-scrolled', 'true'))
  },
}

export const MenuOpen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }))
    await expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible()
  },
}
