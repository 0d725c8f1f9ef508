import { composeStories } from '@storybook/react-vite'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './error-summary.stories'

const composed = composeStories(stories)

describe('ErrorSummary', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('renders nothing when there is no error', async () => {
    await renderStory(composed.NoErrors)
    expect(screen.queryByText('There is a problem')).not.toBeInTheDocument()
  })

  it('takes focus when it appears after a failed submit', async () => {
    await renderStory(composed.AfterSubmit)
    const heading = screen.getByRole('heading', { name: 'There is a problem' })
    expect(document.activeElement).toContainElement(heading)
    expect(document.activeElement).toHaveAttribute('tabindex', '-1')
  })

  it('links each message to its field and moves focus there', async () => {
    await renderStory(composed.WithErrors)
    const summary = screen.getByRole('alert')
    const link = within(summary).getByRole('link', { name: 'Enter your first name' })
    expect(link).toHaveAttribute('href', '#firstName')
    expect(within(summary).getByRole('link', { name: /correct format/ })).toHaveAttribute(
      'href',
      '#email',
    )
    await userEvent.click(link)
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus()
  })

  it('shows the same words inline, tied to each field', async () => {
    await renderStory(composed.WithErrors)
    const email = screen.getByRole('textbox', { name: /Email/ })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(
      'Error: Enter an email address in the correct format, like name@example.com',
    )
  })
})
