import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './not-found.stories'

const composed = composeStories(stories)

describe('NotFound', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('heads the page "404 Page Not Found" and links home', async () => {
    await renderStory(composed.Default)
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Page Not Found' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/')
  })

  it('takes its texts and destination from props', async () => {
    await renderStory(composed.ProjectNotFound)
    expect(screen.getByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
      'href',
      '/portfolio',
    )
  })
})
