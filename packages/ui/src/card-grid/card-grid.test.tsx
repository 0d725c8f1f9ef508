import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './card-grid.stories'

const composed = composeStories(stories)

describe('CardGrid', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('gives each card a third-level heading and its sentence', async () => {
    await renderStory(composed.Outline)
    const headings = screen.getAllByRole('heading', { level: 3 })
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Mobile-first',
      'Fast',
      'Found on Google',
    ])
    expect(headings[1]?.nextElementSibling).toHaveTextContent(
      "Pages that load on a building site's 4G.",
    )
  })

  it('outlines the cards unless asked for white ones, with the columns given', async () => {
    const { unmount } = await renderStory(composed.Outline)
    expect(screen.getByRole('list')).toHaveClass('grid', 'gap-6', 'lg:grid-cols-3')
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('border-brand-border')
    unmount()
    await renderStory(composed.Paper)
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('bg-brand-paper')
    expect(screen.getAllByRole('listitem')[0]).not.toHaveClass('border')
  })
})
