import { composeStories } from '@storybook/react-vite'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { type ComposedStory, itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './schema-form.stories'

const composed = composeStories(stories)

/** Renders a story with some args of the test's own, then runs its play function. */
async function renderWith<Props extends object>(
  Story: ComposedStory & ComponentType<Props>,
  props: Partial<Props>,
) {
  const Component = Story as ComponentType<Partial<Props>>
  const Wrapped = Object.assign(() => <Component {...props} />, { play: Story.play })
  return renderStory(Wrapped)
}

const form = () => screen.getByRole('form', { name: 'Start a project' })
const email = () => screen.getByLabelText(/^Email address/)

describe('SchemaForm', () => {
  // First: once any form has hydrated, forms mounted later start hydrated.
  it('is a real form posting to its action before hydration, with its hidden fields last', () => {
    const host = document.createElement('div')
    host.innerHTML = renderToString(<composed.Empty />)
    const html = host.querySelector('form')
    expect(html).toHaveAttribute('method', 'post')
    expect(html).toHaveAttribute('action', '/enquiry')
    expect(html).not.toHaveAttribute('novalidate')
    const hidden = [...(html?.querySelectorAll('input[type="hidden"]') ?? [])]
    expect(hidden.map((input) => input.getAttribute('name'))).toEqual(['source', 'formId'])
    expect(html?.lastElementChild).toHaveAttribute('name', 'formId')
    expect(host.querySelector('input[name="source"]')).toHaveValue('story')
  })

  itHasNoAxeViolationsInEveryStory(composed)

  it('when empty, draws each field from its definition, worded by the words passed in', async () => {
    await renderStory(composed.Empty)
    expect(form()).toHaveAttribute('novalidate')
    expect(screen.getByRole('group', { name: 'About you' })).toBeInTheDocument()
    expect(email()).toHaveAttribute('type', 'email')
    expect(email()).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText(/^Name/)).toBeRequired()
    expect(screen.getByLabelText(/^Phone number/)).not.toBeRequired()
    const language = screen.getByLabelText(/^Language we write to you in/)
    expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'English', 'Gaeilge'])
    expect(screen.getByRole('checkbox', { name: /You can contact me/ })).not.toBeChecked()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("draws the same form in a second agency's theme, set with custom properties only", async () => {
    const { container } = await renderStory(composed.EmptyInTidewater)
    const themed = container.querySelector<HTMLElement>('[style]')
    expect(themed?.style.getPropertyValue('--color-brand-accent')).toBe('#e8604c')
    expect(themed).toContainElement(form())
  })

  it('with errors, the summary takes focus, links to each field and titles the page "Error: "', async () => {
    document.title = 'Start a project'
    await renderStory(composed.WithErrors)
    const summary = screen.getByRole('alert')
    expect(document.activeElement).toContainElement(
      within(summary).getByRole('heading', { name: 'There is a problem' }),
    )
    const links = within(summary).getAllByRole('link')
    expect(links).toHaveLength(5)
    const emailLink = within(summary).getByRole('link', { name: /correct format/ })
    expect(emailLink).toHaveAttribute('href', `#${email().id}`)
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(email()).toHaveValue('aoife@salthill')
    expect(document.title).toBe('Error: Start a project')
    await userEvent.type(email(), '.ie')
    expect(email()).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('while sending, says so on a disabled button and sends a double submit once', async () => {
    const send = vi.fn(() => new Promise<never>(() => undefined))
    await renderWith(composed.Sending, { send })
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    fireEvent.submit(form())
    fireEvent.submit(form())
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ email: 'aoife@salthill.ie' }))
  })

  it('once stored, shows the reference and empties the form, after awaiting onStored', async () => {
    let finish: () => void = () => undefined
    const onStored = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const rendering = renderWith(composed.Stored, { onStored })
    await waitFor(() => expect(onStored).toHaveBeenCalled())
    expect(onStored).toHaveBeenCalledWith({ ok: true, reference: 'TW-4F7K2' })
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled()
    finish()
    await rendering
    expect(await screen.findByTestId('reference')).toHaveTextContent('TW-4F7K2')
    expect(screen.getByRole('status')).toHaveTextContent('Thank you')
    expect(email()).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled()
  })

  it('once stored, says where the acknowledgement email went under the reference', async () => {
    const sentTo = "We've sent a confirmation to aoife@salthill.ie."
    await renderWith(composed.Stored, {
      send: async () => ({ ok: true, reference: 'TW-4F7K2', acknowledgement: sentTo }),
    })
    expect(await screen.findByTestId('acknowledgement')).toHaveTextContent(sentTo)
  })

  it('once stored with a panel, shows the panel in place of the form', async () => {
    await renderStory(composed.StoredPanel)
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('We have your enquiry.')
    expect(screen.getByText(/^Reference:/)).toBeInTheDocument()
  })

  it('when the send fails, says why and keeps every value', async () => {
    const onFailed = vi.fn()
    await renderWith(composed.Failed, { onFailed })
    expect(screen.getByRole('alert')).toHaveTextContent('Your enquiry could not be sent.')
    expect(email()).toHaveValue('aoife@salthill.ie')
    expect(screen.getByLabelText(/^Message/)).toHaveValue('A site for our sailing school')
    expect(onFailed).toHaveBeenCalledWith({ ok: false, message: expect.any(String) })
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeEnabled()
  })

  it('when the send throws, counts it as failed with a plain sentence, values kept', async () => {
    const send = () => Promise.reject(new Error('offline'))
    await renderWith(composed.Failed, { send })
    expect(
      await screen.findByText('Your form could not be sent. Try again in a moment.'),
    ).toBeVisible()
    expect(email()).toHaveValue('aoife@salthill.ie')
  })

  it('puts the server field errors on their fields and in the summary', async () => {
    await renderStory(composed.ServerFieldErrors)
    const summary = screen.getAllByRole('alert').find((alert) => alert.tagName !== 'P')
    expect(summary).toBeDefined()
    const link = within(summary as HTMLElement).getByRole('link', { name: /can receive mail/ })
    expect(link).toHaveAttribute('href', `#${email().id}`)
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(email()).toHaveAccessibleDescription(/can receive mail/)
    expect(email()).toHaveValue('aoife@salthill.ie')
  })

  it('drawn again with a refused post, shows its values and errors, and empties once stored', async () => {
    const user = userEvent.setup()
    await renderWith(composed.Empty, {
      defaultValues: {
        name: 'Aoife Byrne',
        email: 'aoife@salthill',
        preferredLanguage: 'ga',
        message: 'A site for our sailing school',
        consent: 'true',
      },
      defaultErrors: {
        email: 'Enter an email address in the correct format, like name@example.com',
      },
    })
    expect(email()).toHaveValue('aoife@salthill')
    expect(email()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    expect(screen.getByRole('checkbox', { name: /You can contact me/ })).toBeChecked()
    await user.type(email(), '.ie')
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }))
    expect(await screen.findByTestId('reference')).toHaveTextContent('TW-4F7K2')
    expect(email()).toHaveValue('')
    expect(screen.getByLabelText(/^Name/)).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: /You can contact me/ })).not.toBeChecked()
  })
})
