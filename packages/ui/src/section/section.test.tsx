import { composeStories } from '@storybook/react-vite'
import { act, render, screen } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory } from '../test/stories'
import { REVEAL_THRESHOLD, Section } from './section'
import * as stories from './section.stories'

type Report = (
  entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>>,
) => void

let report: Report = () => {}
let observedOptions: IntersectionObserverInit | undefined

class FakeIntersectionObserver {
  constructor(callback: Report, options?: IntersectionObserverInit) {
    report = callback
    observedOptions = options
  }
  observe() {}
  disconnect() {}
}

function prefersReducedMotion(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('Section', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    prefersReducedMotion(false)
  })
  afterEach(() => vi.unstubAllGlobals())

  itHasNoAxeViolationsInEveryStory(composeStories(stories))

  function renderSection() {
    render(<Section aria-label="Our Process">Discovery</Section>)
    return screen.getByRole('region', { name: 'Our Process' })
  }

  it('hides a section below the fold and fades it in once 10% is visible', () => {
    const section = renderSection()
    expect(observedOptions).toEqual({ threshold: REVEAL_THRESHOLD })
    act(() => report([{ isIntersecting: false, intersectionRatio: 0 }]))
    expect(section).toHaveAttribute('data-reveal', 'hidden')
    expect(section).toHaveClass('opacity-0')
    act(() => report([{ isIntersecting: true, intersectionRatio: 0.05 }]))
    expect(section).toHaveAttribute('data-reveal', 'hidden')
    act(() => report([{ isIntersecting: true, intersectionRatio: 0.1 }]))
    expect(section).toHaveAttribute('data-reveal', 'shown')
    expect(section).toHaveClass('opacity-100')
  })

  it('never hides a section already on screen at load, so nothing flickers', () => {
    const section = renderSection()
    act(() => report([{ isIntersecting: true, intersectionRatio: 0.02 }]))
    expect(section).toHaveAttribute('data-reveal', 'static')
    expect(section).not.toHaveClass('opacity-0')
  })

  it('does not animate when reduced motion is preferred', () => {
    prefersReducedMotion(true)
    report = () => {}
    const section = renderSection()
    act(() => report([{ isIntersecting: false, intersectionRatio: 0 }]))
    expect(section).toHaveAttribute('data-reveal', 'static')
    expect(section).not.toHaveClass('opacity-0')
  })
})
