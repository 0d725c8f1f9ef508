import { composeStories } from '@storybook/react-vite'
import { fireEvent, screen, within } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import * as stories from './footer.stories'
import { telHref } from './tel-href'

const composed = composeStories(stories)

describe('Footer', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('shows the current year and the brand in the copyright line', async () => {
    await renderStory(composed.Default)
    const year = new Date().getFullYear()
    expect(screen.getByText(`© ${year} Hard Hat Websites`)).toBeInTheDocument()
  })

  it('uses the given year when one is passed', async () => {
    await renderStory(composed.FixedYear)
    expect(screen.getByText('© 2025 Hard Hat Websites')).toBeInTheDocument()
  })

  it('links phone and email with tel: and mailto:', async () => {
    await renderStory(composed.Default)
    expect(screen.getByRole('link', { name: '01632 960123' })).toHaveAttribute(
      'href',
      'tel:+441632960123',
    )
    expect(screen.getByRole('link', { name: 'hello@hardhatwebsites.example' })).toHaveAttribute(
      'href',
      'mailto:hello@hardhatwebsites.example',
    )
  })

  it('lists Our Services and Resources as named navigation', async () => {
    await renderStory(composed.Default)
    const services = screen.getByRole('navigation', { name: 'Our Services' })
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Website Design', 'Construction CRM'])
    const resources = screen.getByRole('navigation', { name: 'Resources' })
    expect(within(resources).getAllByRole('link')).toHaveLength(5)
  })

  it('opens social profiles in a new tab without giving them the opener', async () => {
    await renderStory(composed.Default)
    const facebook = screen.getByRole('link', { name: 'Facebook' })
    expect(facebook).toHaveAttribute('target', '_blank')
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('shows Referrals and the legal links', async () => {
    await renderStory(composed.Default)
    expect(screen.getByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/referrals')
    const legal = screen.getByRole('list', { name: 'Legal' })
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/cookies', '/privacy', '/terms', '/cookies#managing-cookies'])
  })

  it('asks for the cookie settings instead of leaving the page once scripts run', async () => {
    await renderStory(composed.WithCookieSettings)
    // fireEvent.click returns false only when a handler prevented the link's navigation.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Cookie settings' }))).toBe(false)
    expect(composed.WithCookieSettings.args.onCookieSettings).toHaveBeenCalledOnce()
  })

  it('lets "Cookie settings" go to the cookie policy when nothing handles it', async () => {
    await renderStory(composed.Default)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Cookie settings' }))).toBe(true)
  })
})

describe('telHref', () => {
  it('turns a UK number into an international tel: address', () => {
    expect(telHref('01632 960123')).toBe('tel:+441632960123')
    expect(telHref('+44 1632 960123')).toBe('tel:+441632960123')
  })
})
