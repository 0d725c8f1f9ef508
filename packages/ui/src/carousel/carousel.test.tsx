import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { CAROUSEL_INTERVAL_MS } from './carousel'
import * as stories from './carousel.stories'

const composed = composeStories(stories)

/** The testimonial whose dot is current, counted from 1. */
const current = () =>
  screen
    .getAllByRole('link', { name: /^Show testimonial/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1
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

  it('holds every testimonial in one scrollable list whose dots link to each, for a page without scripts', async () => {
    await renderStory(composed.FirstSlide)
    const slides = screen.getAllByRole('group', { name: /of 4$/ })
    expect(slides).toHaveLength(4)
    expect(slides[0]?.parentElement).toHaveAttribute('tabindex', '0')
    const dots = screen.getAllByRole('link', { name: /^Show testimonial/ })
    expect(dots.map((dot) => dot.getAttribute('href'))).toEqual(
      slides.map((slide) => `#${slide.id}`),
    )
  })

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
      expect(current()).toBe(3)
      wait(CAROUSEL_INTERVAL_MS - 1)
      expect(current()).toBe(3)
      wait(1)
      expect(current()).toBe(4)
      wait(CAROUSEL_INTERVAL_MS)
      expect(current()).toBe(1)
      expect(screen.getByText(/phone has not stopped ringing/)).toBeInTheDocument()
    })

    it('wraps backwards from the first testimonial to the last with Previous', async () => {
      await renderStory(composed.FirstSlide)
      fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }))
      expect(current()).toBe(4)
      fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }))
      expect(current()).toBe(1)
    })

    it('jumps to a testimonial from its dot and marks that dot current', async () => {
      await renderStory(composed.FirstSlide)
      const dot = screen.getByRole('link', { name: 'Show testimonial 3' })
      fireEvent.click(dot)
      expect(current()).toBe(3)
      expect(dot).toHaveAttribute('aria-current', 'true')
    })

    it('pauses while hovered and resumes when the pointer leaves', async () => {
      await renderStory(composed.FirstSlide)
      const carousel = screen.getByRole('region', { name: 'Client testimonials' })
      fireEvent.mouseEnter(carousel)
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(current()).toBe(1)
      fireEvent.mouseLeave(carousel)
      wait(CAROUSEL_INTERVAL_MS)
      expect(current()).toBe(2)
    })

    it('pauses while focus is inside and announces slides politely then', async () => {
      await renderStory(composed.FirstSlide)
      act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus())
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(current()).toBe(1)
      expect(screen.getByRole('group', { name: '1 of 4' }).parentElement).toHaveAttribute(
        'aria-live',
        'polite',
      )
      act(() => (document.activeElement as HTMLElement).blur())
      wait(CAROUSEL_INTERVAL_MS)
      expect(current()).toBe(2)
    })

    it('stops and restarts with the pause control', async () => {
      // The story's play function clicks Pause with real timers, as in Storybook.
      vi.useRealTimers()
      await renderStory(composed.Paused)
      vi.useFakeTimers()
      fireEvent.mouseLeave(screen.getByRole('region', { name: 'Client testimonials' }))
      act(() => (document.activeElement as HTMLElement).blur())
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(current()).toBe(1)
      fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }))
      act(() => (document.activeElement as HTMLElement).blur())
      wait(CAROUSEL_INTERVAL_MS)
      expect(current()).toBe(2)
    })

    it('does not auto-advance when reduced motion is preferred', async () => {
      prefersReducedMotion(true)
      await renderStory(composed.FirstSlide)
      wait(CAROUSEL_INTERVAL_MS * 3)
      expect(current()).toBe(1)
      expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument()
    })
  })
})
