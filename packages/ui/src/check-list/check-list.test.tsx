import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './check-list.stories'

const composed = composeStories(stories)

describe('CheckList', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('names each line by its words alone: the tick is hidden from screen readers', async () => {
    await renderStory(composed.Paper)
    const lines = screen.getAllByRole('listitem')
    expect(lines).toHaveLength(4)
    expect(lines[0]?.querySelector('[aria-hidden="true"]')).toHaveTextContent('✓')
    expect(lines.map((line) => line.textContent)).toEqual([
      '✓Mobile-first design',
      '✓Up to 5 pages',
      '✓Contact form that emails you',
      '✓Basic SEO setup',
    ])
  })

  it('draws boxes in a grid, or plain lines with tone plain', async () => {
    const { unmount } = await renderStory(composed.Soft)
    expect(screen.getByRole('list')).toHaveClass('grid', 'gap-3', 'sm:grid-cols-2')
    expect(screen.getAllByRole('listitem')[0]).toHaveClass('rounded-lg', 'bg-brand-paper-soft')
    unmount()
    await renderStory(composed.Plain)
    expect(screen.getByRole('list')).toHaveClass('space-y-2')
    expect(screen.getAllByRole('listitem')[0]).not.toHaveClass('rounded-lg')
  })
})
