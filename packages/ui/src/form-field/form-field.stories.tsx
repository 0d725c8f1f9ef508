import type { Meta, StoryObj } from '@storybook/react-vite'
import { SelectField, TextareaField, TextField } from './field'

const PRIORITIES = [
  'Get more phone calls and enquiries',
  'Look more professional online',
  'Show my work and services',
  'Compete with other businesses',
  'Build trust with customers',
]

const meta = {
  title: 'Forms/Fields',
  component: TextField,
  args: { id: 'firstName', label: 'First Name', fieldClassName: 'max-w-md' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Optional: Story = { args: { id: 'companyName', label: 'Company Name' } }
export const Required: Story = { args: { required: true } }
export const WithHint: Story = {
  args: {
    id: 'phone',
    label: 'Phone',
    type: 'tel',
    required: true,
    hint: 'We only call about your enquiry.',
  },
}
export const WithError: Story = {
  args: {
    id: 'email',
    label: 'Email',
    type: 'email',
    required: true,
    error: 'Enter an email address in the correct format, like name@example.com',
  },
}
export const SelectWithPlaceholder: Story = {
  render: () => (
    <SelectField
      id="priority"
      label="Main priority"
      required
      placeholder="Select your main priority"
      options={PRIORITIES}
      defaultValue=""
      fieldClassName="max-w-md"
    />
  ),
}
export const SelectWithError: Story = {
  render: () => (
    <SelectField
      id="priority"
      label="Main priority"
      required
      placeholder="Select your main priority"
      options={PRIORITIES}
      defaultValue=""
      error="Select your main priority"
      fieldClassName="max-w-md"
    />
  ),
}
export const Textarea: Story = {
  render: () => (
    <TextareaField
      id="projectDetails"
      label="Project Details"
      placeholder="Tell us more about your project..."
      fieldClassName="max-w-md"
    />
  ),
}
