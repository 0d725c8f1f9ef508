import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CheckboxField } from '../form-field'
import type { FieldErrors } from './field-errors'
import { SchemaForm } from './schema-form'
import type {
  SchemaFormDefinition,
  SchemaFormRefused,
  SchemaFormSent,
  SchemaFormValidation,
} from './schema-form-types'

/** Another agency's enquiry form, as `defineForm` in `@hard-hat/forms` gives it. */
const enquiryForm: SchemaFormDefinition = {
  id: 'enquiry',
  action: '/enquiry',
  groups: [
    {
      id: 'you',
      fields: [
        { name: 'name', input: 'text', isRequired: true, autoComplete: 'name' },
        { name: 'email', input: 'email', isRequired: true, autoComplete: 'email' },
        { name: 'phone', input: 'tel', isRequired: false, autoComplete: 'tel' },
        {
          name: 'preferredLanguage',
          input: 'select',
          isRequired: true,
          autoComplete: 'off',
          options: [
            { value: 'en', label: 'English' },
            { value: 'ga', label: 'Gaeilge' },
          ],
        },
      ],
    },
    {
      id: 'project',
      fields: [
        { name: 'message', input: 'textarea', isRequired: true, autoComplete: 'off' },
        { name: 'consent', input: 'checkbox', isRequired: true, autoComplete: 'off' },
        { name: 'source', input: 'hidden', isRequired: false, autoComplete: 'off' },
      ],
    },
  ],
}

type Enquiry = Readonly<Record<string, string>>

/** The checks a definition's `toRequest` makes, written out so the story needs no zod. */
function validateEnquiry(values: Record<string, string>): SchemaFormValidation<Enquiry> {
  const fields: FieldErrors = {}
  if (!values.name?.trim()) fields.name = 'Enter your name'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email ?? '')) {
    fields.email = 'Enter an email address in the correct format, like name@example.com'
  }
  if (!values.preferredLanguage) fields.preferredLanguage = 'Select the language we write to you in'
  if (!values.message?.trim()) fields.message = 'Enter your message'
  if (values.consent !== 'true') fields.consent = 'Tick the box so that we can reply to you'
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, data: values }
}

type Send = (body: Enquiry) => Promise<SchemaFormSent | SchemaFormRefused>
const stored: Send = async () => ({ ok: true, reference: 'TW-4F7K2' })

const meta = {
  title: 'Forms/Schema form',
  component: SchemaForm<Enquiry>,
  args: {
    form: enquiryForm,
    label: 'Start a project',
    words: {
      fields: {
        name: { label: 'Name' },
        email: { label: 'Email address', hint: 'We reply within one working day.' },
        phone: { label: 'Phone number' },
        preferredLanguage: { label: 'Language we write to you in', placeholder: 'Choose…' },
        message: { label: 'Message', rows: 4 },
        consent: { label: 'You can contact me about this enquiry' },
      },
      legends: { you: 'About you', project: 'Your project' },
      submit: 'Send enquiry',
      submitting: 'Sending…',
      requiredNote: 'Every field is required unless it says optional.',
    },
    validate: validateEnquiry,
    send: stored,
    success: { heading: 'Thank you', text: 'We have your enquiry.', display: 'inline' },
    hiddenFields: { formId: 'enquiry' },
    hiddenValues: { source: 'story' },
    renderCheckbox: (props) => <CheckboxField {...props} />,
    className:
      'flex max-w-2xl flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The HTML-first form: a real `method="post"` form before hydration and without scripts; once hydrated it reads the fields with `FormData`, checks them with `validate` (the GOV.UK error summary takes focus), sends with `send`, and says it is sending, stored (with the reference) or failed (values kept). Switch the theme in the toolbar: every colour, the radius, the font and the focus ring come from CSS custom properties.',
      },
    },
  },
} satisfies Meta<typeof SchemaForm<Enquiry>>

export default meta
type Story = StoryObj<typeof meta>

/** Fills the form as a visitor would, then sends it. */
async function fillAndSend(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await userEvent.type(canvas.getByLabelText(/^Name/), 'Aoife Byrne')
  await userEvent.type(canvas.getByLabelText(/^Email address/), 'aoife@salthill.ie')
  await userEvent.selectOptions(canvas.getByLabelText(/^Language we write to you in/), 'ga')
  await userEvent.type(canvas.getByLabelText(/^Message/), 'A site for our sailing school')
  await userEvent.click(canvas.getByRole('checkbox', { name: /You can contact me/ }))
  await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }))
}

export const Empty: Story = {}

export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Email address/), 'aoife@salthill')
    await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }))
    await expect(await canvas.findByRole('heading', { name: 'There is a problem' })).toBeVisible()
  },
}

export const Sending: Story = {
  args: { send: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement)
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Sending…' }),
    ).toBeDisabled()
  },
}

export const Stored: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement)
    await expect(await within(canvasElement).findByTestId('reference')).toHaveTextContent(
      'TW-4F7K2',
    )
  },
}

export const StoredPanel: Story = {
  args: { success: { heading: 'Thank you', text: 'We have your enquiry.', display: 'panel' } },
  play: Stored.play,
}

export const Failed: Story = {
  args: {
    send: async () => ({
      ok: false,
      message: 'Your enquiry could not be sent. Try again in a moment.',
    }),
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement)
    await expect(await within(canvasElement).findByText(/could not be sent/)).toBeVisible()
  },
}

export const ServerFieldErrors: Story = {
  args: {
    send: async () => ({
      ok: false,
      fields: { email: 'Enter an email address that can receive mail' },
      message: 'Check the field the summary names.',
    }),
  },
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement)
    await expect(
      await within(canvasElement).findByRole('link', { name: /can receive mail/ }),
    ).toBeVisible()
  },
}

/** The same states in a second agency's theme, set with the documented custom properties only. */
const inTidewater = (story: Story): Story => ({ ...story, globals: { theme: 'tidewater' } })
export const EmptyInTidewater = inTidewater(Empty)
export const WithErrorsInTidewater = inTidewater(WithErrors)
export const SendingInTidewater = inTidewater(Sending)
export const StoredInTidewater = inTidewater(Stored)
export const FailedInTidewater = inTidewater(Failed)
export const ServerFieldErrorsInTidewater = inTidewater(ServerFieldErrors)
