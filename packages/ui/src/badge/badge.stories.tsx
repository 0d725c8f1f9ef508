import type { Meta, StoryObj } from '@storybook/react-vite'
import { Badge } from './badge'

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'Most Popular' },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Accent: Story = {}
export const Dark: Story = { args: { variant: 'dark', children: 'Enterprise Solution' } }
export const Outline: Story = { args: { variant: 'outline', children: 'SEO' } }
export const Destructive: Story = { args: { variant: 'destructive', children: 'Offer ended' } }
