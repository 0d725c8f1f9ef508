import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './faq-list.stories'

const composed = composeStories(stories)

describe('FaqList', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('lists every question as a button in a heading, all closed', async () => {
    await renderStory(composed.Closed)
    const questions = screen.getAllByRole('button')
    expect(questions.map((question) => question.textContent)).toEqual([
      'How quickly will my website be live?',
      'Are there any monthly fees?',
      'Can I upgrade later?',
    ])
    expect(screen.getByText(/3 business days/)).not.toBeVisible()
  })

  it('opens the chosen answer and closes the other', async () => {
    await renderStory(composed.FirstOpen)
    expect(screen.getByText(/3 business days/)).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Can I upgrade later?' }))
    expect(screen.getByText(/larger package/)).toBeVisible()
    expect(screen.getByText(/3 business days/)).not.toBeVisible()
  })
})
