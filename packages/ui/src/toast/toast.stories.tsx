import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent } from 'storybook/test'
import { Button } from '../button/button'
import { type ToastOptions, toast } from './toast-store'
import { Toaster } from './toaster'

function ToastDemo(options: ToastOptions) {
  return (
    <main className="p-6">
      <Button onClick={() => toast(options)}>Show toast</Button>
      <Toaster />
    </main>
  )
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastDemo,
  parameters: { landmark: true },
  args: {
    title: 'Consultation Request Received',
    description: "We'll get back to you within 24-48 hours to schedule your free consultation.",
  },
} satisfies Meta<typeof ToastDemo>

export default meta
type Story = StoryObj<typeof meta>

/** Click the button to show it; F8 moves focus to the notification region. */
export const Trigger: Story = {}

export const DefaultVariant: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }))
    await expect(await screen.findByText('Consultation Request Received')).toBeVisible()
  },
}

export const DestructiveVariant: Story = {
  args: {
    variant: 'destructive',
    title: 'Missing Information',
    description: 'Please fill in all required fields',
  },
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Show toast' }))
    await expect(await screen.findByText('Missing Information')).toBeVisible()
  },
}
