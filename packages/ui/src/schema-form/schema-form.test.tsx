import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './schema-form.stories'

const composed = composeStories(stories)

describe('the schema form renderer', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('is a real form posting to its action with its hidden fields last', async () => {
    await renderStory(composed.Empty)
    const form = screen.getByRole('form', { name: 'Start a project' })
    expect(form).toHaveAttribute('method', 'post')
    expect(form).toHaveAttribute('action', '/enquiry')
    const hidden = form.querySelectorAll('input[type="hidden"]')
    expect([...hidden].map((input) => input.getAttribute('name'))).toEqual(['source', 'formId'])
    expect(form.lastElementChild).toHaveAttribute('name', 'formId')
  })

  it('draws each field from its definition, worded by the words passed in', async () => {
    await renderStory(composed.Empty)
    expect(screen.getByRole('group', { name: 'About you' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText(/^Name/)).toBeRequired()
    expect(screen.getByLabelText(/^Phone number/)).not.toBeRequired()
    const language = screen.getByLabelText(/^Language we write to you in/)
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'English', 'Gaeilge'])
    expect(screen.getByRole('checkbox', { name: /You can contact me/ })).not.toBeChecked()
  })

  it('lists every error in the summary and beside its field, values kept', async () => {
    await renderStory(composed.WithErrors)
    const summary = screen.getByRole('alert')
    expect(within(summary).getByRole('heading')).toHaveTextContent('There is a problem')
    expect(within(summary).getAllByRole('link')).toHaveLength(3)
    const email = screen.getByLabelText(/^Email address/)
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveValue('aoife@salthill')
  })

  it('says it is sending, failed, or stored with its reference', async () => {
    await renderStory(composed.Sending)
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    await renderStory(composed.Failed)
    expect(screen.getByText('Your enquiry could not be sent. Try again in a moment.')).toBeVisible()
    await renderStory(composed.Stored)
    expect(screen.getByRole('status')).toHaveTextContent('Thank you')
    expect(screen.getByText('TW-4F7K2')).toBeInTheDocument()
    expect(screen.getByText(/^Reference:/)).toBeInTheDocument()
  })
})
