import {
  Button,
  type ButtonVariantProps,
  SchemaForm,
  type SchemaFormProps,
  toast,
} from '@hard-hat/ui'
import { type ComponentProps, createElement } from 'react'

const variant: ButtonVariantProps = { variant: 'outline', size: 'lg' }
const props: ComponentProps<typeof Button> = { ...variant, type: 'submit' }
export const element = createElement(Button, props, 'Continue')
export const shown = toast({ title: 'Request Submitted!', variant: 'default' })
// @ts-expect-error not a button variant
export const wrong: ButtonVariantProps = { variant: 'sparkly' }

// SchemaForm's props: validate's body is what send receives.
const formProps: SchemaFormProps<{ name: string }> = {
  form: { id: 'enquiry', groups: [] },
  words: { fields: {}, submit: 'Send', submitting: 'Sending…' },
  validate: (values) => ({ ok: true, data: { name: values.name ?? '' } }),
  send: async (body) => (body.name ? { ok: true } : { ok: false, message: 'No name' }),
  label: 'Start a project',
}
export const form = createElement(SchemaForm<{ name: string }>, formProps)
export const mismatched: SchemaFormProps<{ name: string }> = {
  ...formProps,
  // @ts-expect-error send receives the body validate built, not anything else
  send: async (_body: number) => ({ ok: true }),
}
