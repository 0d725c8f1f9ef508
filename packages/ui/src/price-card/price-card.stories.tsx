import type { Meta, StoryObj } from '@storybook/react-vite'
import { LinkButton } from '../button/button'
import { CheckList } from '../check-list/check-list'
import { PriceCard } from './price-card'

const meta = {
  title: 'Display/PriceCard',
  component: PriceCard,
  args: { name: 'One Page Website', price: '£995', className: 'mx-auto max-w-md' },
} satisfies Meta<typeof PriceCard>

export default meta
type Story = StoryObj<typeof meta>

/** The recommended offer: accent border, what is included and the action. */
export const Featured: Story = {
  render: (args) => (
    <PriceCard {...args}>
      <p className="text-brand-muted">One-off, excluding VAT</p>
      <CheckList
        tone="plain"
        className="mt-6 space-y-2 text-left"
        items={['Mobile-first', 'Contact form']}
      />
      <LinkButton href="/contact" size="lg" className="mt-6 w-full">
        Get Started
      </LinkButton>
    </PriceCard>
  ),
}

/** A plan with its badge and its period. */
export const WithBadgeAndPeriod: Story = {
  args: { name: 'CRM', price: '£95', period: 'month', badge: 'Most Popular' },
  render: (args) => (
    <PriceCard {...args}>
      <p className="text-brand-muted text-sm">Excluding VAT</p>
    </PriceCard>
  ),
}

/** An offer price beside the price it replaces, and a plain card beside it. */
export const WasAndOutline: Story = {
  args: { name: 'Pay in full', price: '£2,997', was: '£4,997', wasLabel: 'Was', size: 'md' },
  render: (args) => (
    <div className="mx-auto grid max-w-3xl gap-6 md:grid-cols-2">
      <PriceCard {...args} className="" />
      <PriceCard name="3 monthly payments" price="£1,097" size="md" isFeatured={false} />
    </div>
  ),
}
