import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './price-card.stories'

const composed = composeStories(stories)

describe('PriceCard', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('names the product in a heading and shows its price, then what the caller adds', async () => {
    await renderStory(composed.Featured)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('One Page Website')
    expect(screen.getByText('£995')).toHaveClass('font-extrabold', 'text-5xl')
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeVisible()
  })

  it('reads a replaced price as "Was" and the period after a slash', async () => {
    const { unmount } = await renderStory(composed.WasAndOutline)
    expect(screen.getByText('£4,997').tagName).toBe('S')
    expect(screen.getByText('£4,997').parentElement).toHaveTextContent('Was £4,997 £2,997')
    const [offer, plain] = screen.getAllByRole('heading', { level: 3 })
    expect(offer?.parentElement).toHaveClass('border-4')
    expect(plain?.parentElement).toHaveClass('border-brand-border')
    unmount()
    await renderStory(composed.WithBadgeAndPeriod)
    expect(screen.getByText('£95').parentElement).toHaveTextContent('£95 / month')
    expect(screen.getByRole('heading', { level: 3 })).toHaveClass('mt-4')
  })
})
