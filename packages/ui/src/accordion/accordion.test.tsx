import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './accordion.stories'

const composed = composeStories(stories)

/** The item (a `<details>`) whose summary asks the question. */
const item = (question: string) =>
  screen.getByRole('heading', { name: question }).closest('details') as HTMLDetailsElement

describe('Accordion', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('starts with every item closed, each a disclosure of the browser that works without scripts', async () => {
    await renderStory(composed.AllClosed)
    const items = [...document.querySelectorAll('details')]
    expect(items).toHaveLength(3)
    for (const details of items) {
      expect(details.open).toBe(false)
      expect(details.firstElementChild?.tagName).toBe('SUMMARY')
    }
    // Closed answers stay in the HTML (a prerendered page carries them).
    expect(screen.getByText(/two to three weeks/)).toBeInTheDocument()
  })

  it('shares one name among its items, so the browser keeps one open at a time', async () => {
    await renderStory(composed.OneOpen)
    const names = new Set([...document.querySelectorAll('details')].map((details) => details.name))
    expect(names.size).toBe(1)
    expect([...names][0]).not.toBe('')
    expect(item('How long does it take?').open).toBe(true)
    expect(item('Can I pay in instalments?').open).toBe(false)
  })

  it('opens and closes an item from its question', async () => {
    await renderStory(composed.OpenedByClick)
    expect(item('What is included in the package?').open).toBe(true)
    await userEvent.click(screen.getByText('What is included in the package?'))
    expect(item('What is included in the package?').open).toBe(false)
  })

  it('puts each question in a heading', async () => {
    await renderStory(composed.AllClosed)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })
})
