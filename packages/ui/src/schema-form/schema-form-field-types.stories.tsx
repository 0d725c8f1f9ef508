import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { renderEveryField } from './every-field'
import { type Roof, roofForm, validateRoof } from './roof-form.fixture'
import { SchemaForm } from './schema-form'

const meta = {
  title: 'Forms/Schema form field types',
  component: SchemaForm<Roof>,
  args: {
    form: roofForm,
    label: 'Ask for a roof quote',
    words: {
      fields: {
        contactBy: { label: 'How should we contact you?' },
        phone: { label: 'Phone number', hint: 'Only if you chose phone' },
        work: { label: 'What work do you need?', hint: 'Select all that apply.' },
        storeys: { label: 'Number of storeys' },
        startBy: { label: 'When would you like us to start?' },
        photo: { label: 'A photo of the roof', hint: 'A JPEG or PNG, up to 8 MB.' },
      },
      submit: 'Ask for a quote',
      submitting: 'Sending…',
    },
    validate: validateRoof,
    send: async () => ({ ok: true, reference: 'RF-20X9' }),
    renderField: renderEveryField,
    className: 'flex max-w-2xl flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text',
  },
  parameters: {
    docs: {
      description: {
        component:
          'Radio groups and check boxes are fieldsets whose legend is the question; a number is text with the number keyboard; a date is a date input; a file field takes the accepted types. A field shown on a condition is in the HTML (so it works without scripts) and, with scripts, hidden until its condition holds.',
      },
    },
  },
} satisfies Meta<typeof SchemaForm<Roof>>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a quote' }))
    await expect(await canvas.findByRole('heading', { name: 'There is a problem' })).toBeVisible()
  },
}

export const PhoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: 'Phone' }))
    await expect(await canvas.findByLabelText(/^Phone number/)).toBeVisible()
  },
}

export const DrawnAgainWithValues: Story = {
  args: {
    defaultValues: { contactBy: 'phone', work: ['slates', 'gutters'], storeys: '9' },
    defaultErrors: {
      storeys: 'Number of storeys must be 1 to 4',
      phone: 'Enter your phone number',
    },
  },
}
