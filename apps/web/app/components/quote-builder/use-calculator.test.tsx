import { act, render, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { useCalculator } from './use-calculator'

type Calculator = ReturnType<typeof useCalculator>

/** The calculator of the last render, for the test to read and drive. */
let current: Calculator | undefined
let firstChoice: Parameters<typeof useCalculator>[0]['firstChoice'] = null
function Probe() {
  current = useCalculator({ isInUrl: true, firstChoice })
  return null
}

/** What the router shows while its first load waits for the loader. */
function Nothing() {
  return null
}

/**
 * The calculator on a router whose navigations wait for a loader the test lets through, so a
 * query string the calculator asked for is not yet the URL's: as on a slow phone, or a busy machine.
 */
function slowRouter(start = '/boutique-pricing') {
  const held: Array<() => void> = []
  current = undefined
  const router = createMemoryRouter(
    [
      {
        path: '/boutique-pricing',
        element: <Probe />,
        HydrateFallback: Nothing,
        loader: ({ request }) =>
          new URL(request.url).search === ''
            ? null
            : new Promise<null>((resolve) => held.push(() => resolve(null))),
      },
    ],
    { initialEntries: [start] },
  )
  render(<RouterProvider router={router} />)
  return {
    router,
    get state() {
      if (!current) throw new Error('not rendered')
      return current[0]
    },
    act: (action: Calculator[1] extends (a: infer A) => void ? A : never) =>
      act(() => current?.[1](action)),
    /** Lets every navigation waiting so far land. */
    letThrough: () =>
      act(async () => {
        for (const release of held.splice(0)) release()
      }),
  }
}

describe('useCalculator', () => {
  afterEach(() => {
    firstChoice = null
  })

  it('starts from the quote in the URL', async () => {
    const calculator = slowRouter('/boutique-pricing?package=five-page&step=3')
    // The first load waits for the loader too.
    await waitFor(async () => {
      await calculator.letThrough()
      expect(current).toBeDefined()
    })
    expect(calculator.state.step).toBe(3)
    expect(calculator.state.basePackage).toBe('five-page')
  })

  it('starts with the package chosen while its code loaded, as a step of its own', async () => {
    firstChoice = 'unlimited'
    const calculator = slowRouter()
    await waitFor(() => expect(current).toBeDefined())
    expect(calculator.state.step).toBe(2)
    expect(calculator.state.basePackage).toBe('unlimited')
    await calculator.letThrough()
    await waitFor(() => expect(calculator.router.state.location.search).toMatch(/step=2/))
    expect(calculator.router.state.historyAction).toBe('PUSH')
  })

  it('keeps each step the visitor moves to while the URL is still catching up', async () => {
    const calculator = slowRouter()
    await waitFor(() => expect(calculator.state.step).toBe(1))
    calculator.act({ type: 'choosePackage', basePackage: 'five-page' })
    await waitFor(() => expect(calculator.router.state.navigation.state).toBe('loading'))
    calculator.act({ type: 'continue' })
    calculator.act({ type: 'continue' })
    expect(calculator.state.step).toBe(4)

    // Back, Back, Back before any of those query strings reached the URL.
    calculator.act({ type: 'back' })
    calculator.act({ type: 'back' })
    calculator.act({ type: 'back' })
    expect(calculator.state.step).toBe(1)

    // The URL catches up, one navigation at a time, and never takes the visitor back with it.
    for (let landed = 0; landed < 10; landed += 1) {
      await calculator.letThrough()
      expect(calculator.state.step).toBe(1)
    }
    await waitFor(() => expect(calculator.router.state.navigation.state).toBe('idle'))
    expect(calculator.state.step).toBe(1)
    expect(new URLSearchParams(calculator.router.state.location.search).get('step')).toBe('1')
  })

  it('still follows the browser through the history', async () => {
    const calculator = slowRouter()
    await waitFor(() => expect(calculator.state.step).toBe(1))
    calculator.act({ type: 'choosePackage', basePackage: 'five-page' })
    await calculator.letThrough()
    await waitFor(() => expect(calculator.router.state.location.search).toMatch(/step=2/))
    calculator.act({ type: 'continue' })
    await calculator.letThrough()
    await waitFor(() => expect(calculator.router.state.location.search).toMatch(/step=3/))

    // The browser's Back: its navigation waits for the loader too.
    let back: Promise<void> | undefined
    act(() => {
      back = calculator.router.navigate(-1)
    })
    await waitFor(() => expect(calculator.router.state.navigation.state).toBe('loading'))
    await calculator.letThrough()
    await act(() => back)
    await waitFor(() => expect(calculator.state.step).toBe(2))
    expect(calculator.state.basePackage).toBe('five-page')
  })
})
