import { composeStories } from '@storybook/react-vite'
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './toast.stories'
import { dismissToast, TOAST_REMOVE_DELAY_MS, toast, useToast } from './toast-store'
import { Toaster } from './toaster'

const composed = composeStories(stories)

afterEach(() => {
  act(() => dismissToast())
  vi.useRealTimers()
})

describe('Toast', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('shows the destructive variant with its title and description', async () => {
    await renderStory(composed.DestructiveVariant)
    const title = screen.getByText('Missing Information')
    expect(title.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
    expect(screen.getByText('Please fill in all required fields')).toBeVisible()
  })

  it('shows one toast at a time: a new toast replaces the one on screen', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'First' })
      toast({ title: 'Second' })
    })
    expect(screen.queryByText('First')).not.toBeInTheDocument()
    expect(screen.getByText('Second')).toBeInTheDocument()
  })

  it('closes a toast after 5000 ms by default', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast({ title: 'Request Submitted!' })
    })
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText('Request Submitted!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Request Submitted!')).not.toBeInTheDocument()
  })

  it('keeps a dismissed toast in the store for 1,000,000 ms, then removes it', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useToast())
    let id = ''
    act(() => {
      id = toast({ title: 'Referral Submitted!' }).id
    })
    act(() => dismissToast(id))
    expect(result.current.toasts).toEqual([expect.objectContaining({ id, isOpen: false })])
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1))
    expect(result.current.toasts).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.toasts).toEqual([])
  })

  it('moves focus to the region labelled "Notification" when F8 is pressed', async () => {
    await renderStory(composed.DefaultVariant)
    await userEvent.keyboard('[F8]')
    const region = screen.getByRole('region', { name: 'Notification' })
    expect(region).toContainElement(document.activeElement as HTMLElement)
  })

  it('is dismissed by its close button', async () => {
    await renderStory(composed.DefaultVariant)
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }))
    expect(screen.queryByText('Consultation Request Received')).not.toBeInTheDocument()
  })

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', async () => {
    await renderStory(composed.DefaultVariant)
    const item = screen.getByText('Consultation Request Received').closest('li') as HTMLElement
    const swipe = (dx: number) => {
      fireEvent.pointerDown(item, { clientX: 100, clientY: 100, button: 0, pointerId: 1 })
      fireEvent.pointerMove(item, { clientX: 100 + dx / 2, clientY: 100, pointerId: 1 })
      fireEvent.pointerMove(item, { clientX: 100 + dx, clientY: 100, pointerId: 1 })
      fireEvent.pointerUp(item, { clientX: 100 + dx, clientY: 100, pointerId: 1 })
    }
    swipe(40)
    expect(screen.getByText('Consultation Request Received')).toBeInTheDocument()
    swipe(60)
    expect(screen.queryByText('Consultation Request Received')).not.toBeInTheDocument()
  })
})
