import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './checkbox-field.stories'

const composed = composeStories(stories)

describe('Checkbox field', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('is named by its label, says it is required, and ticks with the space key', async () => {
    await renderStory(composed.Required)
    const box = screen.getByRole('checkbox', { name: /I have their permission.*\(required\)/ })
    expect(box).toBeRequired()
    box.focus()
    await userEvent.keyboard(' ')
    expect(box).toBeChecked()
  })

  it('posts "true" under its name when ticked, as a form without scripts sends it', async () => {
    await renderStory(composed.Optional)
    const box = screen.getByRole('checkbox')
    expect(box).toHaveAttribute('name', 'hasPermission')
    expect(box).toHaveAttribute('value', 'true')
  })

  it('ties the error and the hint to the box, the error not as an alert', async () => {
    await renderStory(composed.WithError)
    const box = screen.getByRole('checkbox')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(/Error: Confirm you have their permission/)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('describes the box with its hint', async () => {
    await renderStory(composed.WithHint)
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'We only contact them about your referral.',
    )
  })
})
