import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { CAROUSEL_INTERVAL_MS } from './carousel'
import * as stories from './carousel.stories'

const composed = composeStories(stories)

const slideLabel = () =>
  screen.getByRole('group', { name: /of 4$/ }).getAttribute('aria-label') ?? ''
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('TestimonialCarousel', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers()
      prefersReducedMotion(false)
    })
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    })

    it('advances every 5 s and wraps from the last testimonial to the first', async () => {
      await renderStory(composed.ThirdSlide)
      expect(slideLabel()).toBe('3 of 4')
      wait(CAROUSEL_INTERVAL_MS - 1)
      expect(slideLabel()).toBe('3 of 4')
      wait(1)
      expect(slideLabel()).toBe('4 of 4')
      wait(CAROUSEL_INTERVAL_MS)
      expect(slideLabel()).toBe('1 of 4')
      expect(screen.getByText(/phone has not stopped ringing/)).toBeInTheDocument()
    })

    it('wraps backwards from the first testimonial to the last with Previous', async () => {
      await renderStory(composed.FirstSlide)
      fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
      expect(slideLabel()).toBe('4 of 4')
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
      expect(slideLabel()).toBe('1 of 4')
    })

    it('jumps to a testimonial from its dot and marks that dot current', async () => {
      await renderStory(composed.FirstSlide)
      fireEvent.click(screen.getByRole('button', { name: 'Show testimonial 3' }))
      expect(slideLabel()).toBe('3 of 4')
      expect(screen.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute(
        'aria-current',
        'true',
      )
    })

    it('pauses while hovered and resumes when the pointer leaves', async () => {
      await renderStory(composed.FirstSlide)
      const carousel = screen.getByRole('region', { name: 'Client testimonials' })
      fireEvent.mouseEnter(carousel)
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(slideLabel()).toBe('1 of 4')
      fireEvent.mouseLeave(carousel)
      wait(CAROUSEL_INTERVAL_MS)
      expect(slideLabel()).toBe('2 of 4')
    })

    it('pauses while focus is inside and announces slides politely then', async () => {
      await renderStory(composed.FirstSlide)
      act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus())
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(slideLabel()).toBe('1 of 4')
      expect(screen.getByRole('group', { name: '1 of 4' }).parentElement).toHaveAttribute(
        'aria-live',
        'polite',
      )
      act(() => (document.activeElement as HTMLElement).blur())
      wait(CAROUSEL_INTERVAL_MS)
      expect(slideLabel()).toBe('2 of 4')
    })

    it('stops and restarts with the pause control', async () => {
      // The story's play function clicks Pause with real timers, as in Storybook.
      vi.useRealTimers()
      await renderStory(composed.Paused)
      vi.useFakeTimers()
      fireEvent.mouseLeave(screen.getByRole('region', { name: 'Client testimonials' }))
      act(() => (document.activeElement as HTMLElement).blur())
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(slideLabel()).toBe('1 of 4')
      fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }))
      act(() => (document.activeElement as HTMLElement).blur())
      wait(CAROUSEL_INTERVAL_MS)
      expect(slideLabel()).toBe('2 of 4')
    })

    it('does not auto-advance when reduced motion is preferred', async () => {
      prefersReducedMotion(true)
      await renderStory(composed.FirstSlide)
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(slideLabel()).toBe('1 of 4')
      expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument()
    })
  })
})
