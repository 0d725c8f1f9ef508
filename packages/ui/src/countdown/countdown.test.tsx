import { composeStories } from '@storybook/react-vite'
import { act, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { Countdown } from './countdown'
import * as stories from './countdown.stories'
import { splitRemaining } from './use-countdown'

const composed = composeStories(stories)
const DEADLINE = '2025-06-14T23:55:00+01:00'

function shown() {
  return ['days', 'hours', 'minutes', 'seconds'].map(
    (unit) => document.querySelector(`[data-unit="${unit}"]`)?.textContent,
  )
}

describe('Countdown', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('shows days, hours, minutes and seconds left before the deadline', async () => {
    const fixedClock = () => new Date('2025-06-12T09:30:15+01:00').getTime()
    render(<composed.BeforeDeadline now={fixedClock} />)
    expect(shown()).toEqual(['02', '14', '24', '45'])
    for (const label of ['Days', 'Hours', 'Minutes', 'Seconds']) {
      expect(screen.getByText(label)).toBeInTheDocument()
    }
    expect(screen.queryByText('This offer has ended.')).not.toBeInTheDocument()
  })

  it('shows zeros and lets the page say the offer has ended after the deadline', async () => {
    await renderStory(composed.AfterDeadline)
    expect(shown()).toEqual(['00', '00', '00', '00'])
    expect(screen.getByText('This offer has ended.')).toBeInTheDocument()
  })

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('ticks every second on the default clock and stops at zero, calling onEnd once', () => {
      vi.setSystemTime(new Date('2025-06-14T23:54:58+01:00'))
      const onEnd = vi.fn()
      render(<Countdown deadline={DEADLINE} onEnd={onEnd} />)
      expect(shown()).toEqual(['00', '00', '00', '02'])
      act(() => vi.advanceTimersByTime(999))
      expect(shown()).toEqual(['00', '00', '00', '02'])
      act(() => vi.advanceTimersByTime(1))
      expect(shown()).toEqual(['00', '00', '00', '01'])
      expect(onEnd).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1000))
      expect(shown()).toEqual(['00', '00', '00', '00'])
      act(() => vi.advanceTimersByTime(5000))
      expect(shown()).toEqual(['00', '00', '00', '00'])
      expect(onEnd).toHaveBeenCalledTimes(1)
      expect(vi.getTimerCount()).toBe(0)
    })
  })

  it('renders a same-sized placeholder on the server, touching no browser API', () => {
    const html = renderToString(<Countdown deadline={DEADLINE} />)
    expect(html.match(/--/g)).toHaveLength(4)
    expect(html).toContain('aria-busy="true"')
  })
})

describe('splitRemaining', () => {
  it('splits milliseconds into whole units and floors negatives to zero', () => {
    expect(splitRemaining(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    })
    expect(splitRemaining(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 })
  })
})
