import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { Input } from './controls'
import { Field } from './field'
import * as stories from './form-field.stories'

const composed = composeStories(stories)

describe('Form fields', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('marks a required label with a visible asterisk and "required" for screen readers', async () => {
    await renderStory(composed.Required)
    const input = screen.getByRole('textbox', { name: 'First Name (required)' })
    expect(input).toBeRequired()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('has no asterisk on an optional field', async () => {
    await renderStory(composed.Optional)
    expect(screen.getByRole('textbox', { name: 'Company Name' })).not.toBeRequired()
    expect(screen.queryByText('*')).not.toBeInTheDocument()
  })

  it('ties hint text to the control', async () => {
    await renderStory(composed.WithHint)
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(
      'We only call about your enquiry.',
    )
  })

  it('shows the error inline, tied with aria-describedby and aria-invalid, not as an alert', async () => {
    await renderStory(composed.WithError)
    const input = screen.getByRole('textbox', { name: /Email/ })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', 'email-error')
    expect(screen.getByText(/correct format/)).toHaveAttribute('id', 'email-error')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('starts a select on its placeholder, which cannot be chosen back once required', async () => {
    await renderStory(composed.SelectWithPlaceholder)
    const select = screen.getByRole('combobox', { name: /Main priority/ })
    expect(select).toHaveValue('')
    expect(screen.getByRole('option', { name: 'Select your main priority' })).toBeDisabled()
    await userEvent.selectOptions(select, 'Build trust with customers')
    expect(select).toHaveValue('Build trust with customers')
  })

  it('renders a 4-row textarea with its placeholder', async () => {
    await renderStory(composed.Textarea)
    const textarea = screen.getByRole('textbox', { name: 'Project Details' })
    expect(textarea).toHaveAttribute('rows', '4')
    expect(textarea).toHaveAttribute('placeholder', 'Tell us more about your project...')
  })

  it('describes a control by both hint and error, hint first', () => {
    render(
      <Field id="phone" label="Phone" hint="A mobile is fine." error="Enter a UK phone number">
        {(control) => <Input type="tel" {...control} />}
      </Field>,
    )
    expect(screen.getByRole('textbox')).toHaveAttribute(
      'aria-describedby',
      'phone-hint phone-error',
    )
  })
})
