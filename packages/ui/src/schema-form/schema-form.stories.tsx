import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Button } from '../button'
import { CheckboxField } from '../form-field'
import { FormAlert } from './form-alert'
import {
  type FieldBinding,
  FormFields,
  type FormFieldWords,
  type RenderedFieldGroup,
} from './form-fields'
import { NativeForm } from './native-form'
import { Receipt } from './receipt'

/** Another agency's enquiry form, as `defineForm` in `@hard-hat/forms` lays it out. */
const groups: readonly RenderedFieldGroup[] = [
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
]

const words: FormFieldWords = {
  name: { label: 'Name' },
  email: { label: 'Email address', hint: 'We reply within one working day.' },
  phone: { label: 'Phone number' },
  preferredLanguage: { label: 'Language we write to you in', placeholder: 'Choose…' },
  message: { label: 'Message', rows: 4 },
  consent: { label: 'You can contact me about this enquiry' },
}

type State = 'empty' | 'errors' | 'sending' | 'failed' | 'stored'

const errorsOf: Record<State, Partial<Record<string, string>>> = {
  empty: {},
  errors: {
    name: 'Enter your name',
    email: 'Enter an email address in the correct format, like name@example.com',
    consent: 'Tick the box so that we can reply to you',
  },
  sending: {},
  failed: {},
  stored: {},
}

/** The renderer's pieces together, as a site's one form component puts them. */
function EnquiryForm({ state }: { state: State }) {
  const [errors] = useState(errorsOf[state])
  const bind = (name: string): FieldBinding => ({
    id: `enquiry-${name}`,
    name,
    defaultValue: state === 'errors' && name === 'email' ? 'aoife@salthill' : '',
    error: errors[name],
    onFocus: () => undefined,
    onChange: () => undefined,
  })
  const summary = Object.entries(errors).flatMap(([name, message]) =>
    message ? [{ fieldId: `enquiry-${name}`, message }] : [],
  )
  const isSending = state === 'sending'
  return (
    <NativeForm
      action="/enquiry"
      hiddenFields={{ formId: 'enquiry' }}
      summary={summary}
      aria-label="Start a project"
      className="flex max-w-2xl flex-col gap-4 rounded-xl bg-brand-paper p-6 text-brand-text shadow-sm"
      onSubmit={(event) => event.preventDefault()}
    >
      {state === 'failed' ? (
        <FormAlert tone="error">Your enquiry could not be sent. Try again in a moment.</FormAlert>
      ) : null}
      {state === 'stored' ? (
        <>
          <FormAlert tone="success">Thank you: we have your enquiry.</FormAlert>
          <Receipt reference="TW-4F7K2" />
        </>
      ) : null}
      <FormFields
        groups={groups}
        words={words}
        legends={{ you: 'About you', project: 'Your project' }}
        bind={bind}
        hiddenValues={{ source: 'story' }}
        renderCheckbox={(props) => <CheckboxField {...props} />}
      />
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? 'Sending…' : 'Send enquiry'}
      </Button>
    </NativeForm>
  )
}

const meta = {
  title: 'Forms/Schema form',
  component: EnquiryForm,
  args: { state: 'empty' },
  parameters: {
    docs: {
      description: {
        component:
          'The HTML-first form renderer: `NativeForm` (a real `method="post"` form, then `noValidate` and the error summary once hydrated) with `FormFields` (fields from a definition, words passed in), `FormAlert` and `Receipt`. Switch the theme in the toolbar: every colour, the radius, the font and the focus ring come from CSS custom properties.',
      },
    },
  },
} satisfies Meta<typeof EnquiryForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithErrors: Story = { args: { state: 'errors' } }
export const Sending: Story = { args: { state: 'sending' } }
export const Failed: Story = { args: { state: 'failed' } }
export const Stored: Story = { args: { state: 'stored' } }
