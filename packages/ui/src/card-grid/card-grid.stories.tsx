import type { Meta, StoryObj } from '@storybook/react-vite'
import { CardGrid } from './card-grid'

const items = [
  { title: 'Mobile-first', description: 'Most of your customers find you on a phone.' },
  { title: 'Fast', description: "Pages that load on a building site's 4G." },
  { title: 'Found on Google', description: 'Set up so people nearby find your trade.' },
]

const meta = {
  title: 'Display/CardGrid',
  component: CardGrid,
  args: { items },
} satisfies Meta<typeof CardGrid>

export default meta
type Story = StoryObj<typeof meta>

/** Outlined cards on a white section, three columns on a wide screen. */
export const Outline: Story = { args: { className: 'sm:grid-cols-2 lg:grid-cols-3' } }

/** White cards on a soft section. */
export const Paper: Story = {
  args: { tone: 'paper', className: 'md:grid-cols-2' },
  render: (args) => (
    <div className="bg-brand-paper-soft p-6">
      <CardGrid {...args} />
    </div>
  ),
}
