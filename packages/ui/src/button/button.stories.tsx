import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, LinkButton } from './button'

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Book a Free Consultation' },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Outline: Story = { args: { variant: 'outline', children: 'See Our Portfolio' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Back' } }
export const Destructive: Story = { args: { variant: 'destructive', children: 'Remove' } }
export const Small: Story = { args: { size: 'sm' } }
export const Large: Story = { args: { size: 'lg' } }
export const Disabled: Story = { args: { disabled: true, children: 'Sending...' } }
export const AsLink: Story = {
  render: (args) => (
    <LinkButton href="/contact" variant={args.variant} size={args.size}>
      Get In Touch
    </LinkButton>
  ),
}
