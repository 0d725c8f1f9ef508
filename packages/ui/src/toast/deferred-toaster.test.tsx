import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { findAxeViolations } from '../test/axe'
import { DeferredToaster } from './deferred-toaster'
import { dismissToast, toast } from './toast-store'

afterEach(() => {
  act(() => dismissToast())
})

describe('DeferredToaster', () => {
  it('shows an empty "Notification" region before any toast, with no toast list yet', async () => {
    render(<DeferredToaster />)
    const region = screen.getByRole('region', { name: 'Notification' })
    expect(region).toBeEmptyDOMElement()
    expect(await findAxeViolations()).toEqual([])
  })

  it('moves focus to the region on F8 before Radix Toast has loaded', async () => {
    render(<DeferredToaster />)
    await userEvent.keyboard('[F8]')
    expect(screen.getByRole('region', { name: 'Notification' })).toHaveFocus()
  })

  it('loads the Radix toaster on the first toast and shows it in the same region', async () => {
    render(<DeferredToaster />)
    act(() => {
      toast({ title: 'Message Sent', description: 'We will reply within 24 hours.' })
    })
    const message = await screen.findByText('Message Sent')
    const region = screen.getByRole('region', { name: 'Notification' })
    expect(within(region).getByRole('list')).toContainElement(message)
    expect(await findAxeViolations()).toEqual([])
  })

  it('keeps F8 working after the swap to the Radix viewport', async () => {
    render(<DeferredToaster />)
    act(() => {
      toast({ title: 'Missing Information', variant: 'destructive' })
    })
    await screen.findByText('Missing Information')
    await userEvent.keyboard('[F8]')
    const region = screen.getByRole('region', { name: 'Notification' })
    expect(region).toContainElement(document.activeElement as HTMLElement)
  })
})
