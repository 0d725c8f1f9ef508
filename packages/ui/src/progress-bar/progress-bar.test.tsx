import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { ProgressBar } from './progress-bar'
import * as stories from './progress-bar.stories'

const composed = composeStories(stories)

function fillWidth() {
  const fill = screen.getByRole('progressbar').firstElementChild as HTMLElement
  return fill.style.width
}

describe('ProgressBar', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('is a progressbar named by its visible label with the step as its value', async () => {
    await renderStory(composed.StepTwo)
    const bar = screen.getByRole('progressbar', { name: 'Step 2 of 4' })
    expect(bar).toHaveAttribute('aria-valuenow', '2')
    expect(bar).toHaveAttribute('aria-valuemax', '4')
    expect(fillWidth()).toBe('50%')
  })

  it('fills step divided by four', async () => {
    await renderStory(composed.StepThree)
    expect(fillWidth()).toBe('75%')
  })

  it('clamps values outside 0..max', () => {
    render(<ProgressBar value={9} max={4} label="Step 9 of 4" />)
    expect(fillWidth()).toBe('100%')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4')
  })
})
