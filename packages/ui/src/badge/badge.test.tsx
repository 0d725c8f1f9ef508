import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './badge.stories'

const composed = composeStories(stories)

describe('Badge', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('uses the accent look unless another variant is asked for', async () => {
    await renderStory(composed.Accent)
    expect(screen.getByText('Most Popular')).toHaveClass('bg-brand-accent')
  })

  it('switches look with the variant', async () => {
    await renderStory(composed.Outline)
    const badge = screen.getByText('SEO')
    expect(badge).toHaveClass('border-brand-accent-text')
    expect(badge).not.toHaveClass('bg-brand-accent')
  })
})
