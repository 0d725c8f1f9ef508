import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './faq-list.stories'

const composed = composeStories(stories)

describe('FaqList', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('lists every question as the heading of a closed disclosure', async () => {
    await renderStory(composed.Closed)
    const questions = screen.getAllByRole('heading', { level: 3 })
    expect(questions.map((question) => question.textContent)).toEqual([
      'How quickly will my website be live?',
      'Are there any monthly fees?',
      'Can I upgrade later?',
    ])
    for (const question of questions) {
      expect(question.closest('summary')).not.toBeNull()
      expect(question.closest('details')?.open).toBe(false)
    }
  })

  it('opens the answer it is asked to open first', async () => {
    await renderStory(composed.FirstOpen)
    expect(screen.getByText(/3 business days/).closest('details')?.open).toBe(true)
    expect(screen.getByText(/larger package/).closest('details')?.open).toBe(false)
  })
})
