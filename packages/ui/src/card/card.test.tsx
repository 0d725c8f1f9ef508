import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { Card, CardTitle } from './card'
import * as stories from './card.stories'

const composed = composeStories(stories)

describe('Card', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('titles the card with a level-3 heading', async () => {
    await renderStory(composed.Default)
    expect(screen.getByRole('heading', { level: 3, name: 'Mobile-first' })).toBeInTheDocument()
  })

  it('merges className last so callers can restyle it', () => {
    render(
      <Card data-testid="card" className="bg-brand-ink">
        <CardTitle>Launch</CardTitle>
      </Card>,
    )
    const card = screen.getByTestId('card')
    expect(card).toHaveClass('bg-brand-ink')
    expect(card).not.toHaveClass('bg-brand-paper')
  })
})
