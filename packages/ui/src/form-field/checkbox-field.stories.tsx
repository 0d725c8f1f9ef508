import type { Meta, StoryObj } from '@storybook/react-vite'
import { CheckboxField } from './checkbox-field'

const meta = {
  title: 'Forms/Checkbox',
  component: CheckboxField,
  args: {
    id: 'hasPermission',
    label: 'I have their permission to share their details with Hard Hat Websites',
    fieldClassName: 'max-w-md',
  },
} satisfies Meta<typeof CheckboxField>

export default meta
type Story = StoryObj<typeof meta>

export const Optional: Story = {}
export const Required: Story = { args: { required: true } }
export const WithHint: Story = {
  args: { required: true, hint: 'We only contact them about your referral.' },
}
export const WithError: Story = {
  args: {
    required: true,
    error: 'Confirm you have their permission to share their details',
  },
}
