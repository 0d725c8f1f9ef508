import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './accordion.stories'

const composed = composeStories(stories)

const trigger = (name: string) => screen.getByRole('button', { name })

describe('Accordion', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('starts with every item closed', async () => {
    await renderStory(composed.AllClosed)
    for (const button of screen.getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-expanded', 'false')
    }
    // Closed answers stay in the HTML (a prerendered page carries them), hidden.
    expect(screen.getByText(/two to three weeks/)).not.toBeVisible()
  })

  it('opens one item at a time', async () => {
    await renderStory(composed.OneOpen)
    expect(screen.getByText(/two to three weeks/)).toBeVisible()
    await userEvent.click(trigger('Can I pay in instalments?'))
    expect(trigger('Can I pay in instalments?')).toHaveAttribute('aria-expanded', 'true')
    expect(trigger('How long does it take?')).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(/two to three weeks/)).not.toBeVisible()
  })

  it('closes the open item when it is clicked again', async () => {
    await renderStory(composed.OpenedByClick)
    await userEvent.click(trigger('What is included in the package?'))
    expect(trigger('What is included in the package?')).toHaveAttribute('aria-expanded', 'false')
  })

  it('works from the keyboard: arrows move between questions, Enter opens', async () => {
    await renderStory(composed.AllClosed)
    trigger('What is included in the package?').focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(trigger('How long does it take?')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(trigger('How long does it take?')).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{End}')
    expect(trigger('Can I pay in instalments?')).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(trigger('What is included in the package?')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{Home}')
    expect(trigger('What is included in the package?')).toHaveFocus()
  })

  it('ties each answer to its question as a region', async () => {
    await renderStory(composed.OneOpen)
    const question = trigger('How long does it take?')
    const answer = screen.getByRole('region', { name: 'How long does it take?' })
    expect(question).toHaveAttribute('aria-controls', answer.id)
    expect(answer).toHaveTextContent(/two to three weeks/)
  })

  it('puts each question in a heading', async () => {
    await renderStory(composed.AllClosed)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })
})
