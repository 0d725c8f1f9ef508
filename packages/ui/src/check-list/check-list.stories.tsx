import type { Meta, StoryObj } from '@storybook/react-vite'
import { CheckList } from './check-list'

const items = [
  'Mobile-first design',
  'Up to 5 pages',
  'Contact form that emails you',
  'Basic SEO setup',
]

const meta = {
  title: 'Display/CheckList',
  component: CheckList,
  args: { items },
} satisfies Meta<typeof CheckList>

export default meta
type Story = StoryObj<typeof meta>

/** White boxes, for a soft section. */
export const Paper: Story = {
  args: { className: 'mx-auto max-w-3xl sm:grid-cols-2' },
  render: (args) => (
    <div className="bg-brand-paper-soft p-6">
      <CheckList {...args} />
    </div>
  ),
}

/** Soft boxes, for a white section. */
export const Soft: Story = { args: { tone: 'soft', className: 'mx-auto max-w-3xl sm:grid-cols-2' } }

/** Plain ticked lines, as inside a price card. */
export const Plain: Story = { args: { tone: 'plain', className: 'max-w-sm space-y-2 text-left' } }
