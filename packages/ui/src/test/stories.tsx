import { getConfig, render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { findAxeViolations } from './axe'

/** A story from `composeStories`: a component with its play function. */
export type ComposedStory = ComponentType & {
  play?: ((context: { canvasElement: HTMLElement }) => Promise<void>) | undefined
}

/**
 * Renders a composed story with Testing Library (so `cleanup` unmounts it after each test) and runs
 * its play function, whose interactions and assertions make the story a test too.
 */
export async function renderStory(Story: ComposedStory) {
  const result = render(<Story />)
  const { play } = Story
  // Run play like Testing Library runs waitFor: state updates from its events are flushed after.
  if (play) await getConfig().asyncWrapper(() => play({ canvasElement: result.container }))
  return result
}

/** Renders every story (running its play function) and asserts axe finds no violation. */
export function itHasNoAxeViolationsInEveryStory(stories: Record<string, ComposedStory>) {
  it.each(Object.entries(stories))('story %s has no axe violations', async (_name, Story) => {
    await renderStory(Story)
    expect(await findAxeViolations()).toEqual([])
  })
}
