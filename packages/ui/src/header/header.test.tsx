import { composeStories } from '@storybook/react-vite'
import { act, render, screen, within } from '@testing-library/react'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { Header } from './header'
import * as stories from './header.stories'

const composed = composeStories(stories)
const { AtTop, CurrentPage } = composed

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y)
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('Header', () => {
  itHasNoAxeViolationsInEveryStory(composed)

  it('links the logo home and shows the five links, Referrals and Get In Touch', async () => {
    await renderStory(AtTop)
    expect(screen.getByRole('link', { name: 'Hard Hat Websites home' })).toHaveAttribute(
      'href',
      '/',
    )
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Website Design', 'Portfolio', 'CRM', 'Insights'])
    // Twice each: in the bar and in the (closed) mobile menu.
    for (const link of screen.getAllByRole('link', { name: 'Referrals' }))
      expect(link).toHaveAttribute('href', '/referrals')
    for (const link of screen.getAllByRole('link', { name: 'Get In Touch' }))
      expect(link).toHaveAttribute('href', '/contact')
  })

  it('gains its shadow only once the page has scrolled more than 10 px', async () => {
    await renderStory(AtTop)
    const header = screen.getByRole('banner')
    expect(header).not.toHaveClass('shadow-header')
    scrollTo(10)
    expect(header).not.toHaveClass('shadow-header')
    scrollTo(11)
    expect(header).toHaveClass('shadow-header')
    scrollTo(0)
    expect(header).not.toHaveClass('shadow-header')
  })

  it('marks the current page link', async () => {
    await renderStory(CurrentPage)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Portfolio' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  })

  // The menu is the browser's popover (P-scripts-after-first-paint), which happy-dom does not run:
  // opening, Escape, a click outside, focus and Close menu are tried in Chromium
  // (apps/web/e2e/before-hydration.spec.ts and the WCAG suite).
  it('makes the Menu toggle and Close menu popover buttons of a named menu, so both work without scripts', async () => {
    await renderStory(AtTop)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    const menu = screen.getByRole('dialog', { name: 'Menu' })
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(toggle).toHaveAttribute('popovertarget', menu.id)
    expect(toggle).not.toHaveAttribute('aria-expanded')
    const close = within(menu).getByRole('button', { name: 'Close menu' })
    expect(close).toHaveAttribute('popovertarget', menu.id)
    expect(close).toHaveAttribute('popovertargetaction', 'hide')
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Website Design',
      'Portfolio',
      'CRM',
      'Insights',
      'Referrals',
      'Get In Touch',
      '01632 960123',
    ])
  })

  it('gives a phone a call button with the number in its name, and lists the number in the menu', async () => {
    await renderStory(AtTop)
    expect(screen.getByRole('link', { name: 'Call us on 01632 960123' })).toHaveAttribute(
      'href',
      'tel:+441632960123',
    )
    const menu = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: '01632 960123' })).toHaveAttribute(
      'href',
      'tel:+441632960123',
    )
  })

  it('renders every link through the app link component', () => {
    render(
      <Header
        brand="Hard Hat Websites"
        links={[{ label: 'Home', href: '/' }]}
        referralsLink={{ label: 'Referrals', href: '/referrals' }}
        contactLink={{ label: 'Get In Touch', href: '/contact' }}
        linkComponent={({ href, ...props }) => <a data-router-link href={href} {...props} />}
      />,
    )
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('data-router-link')
    }
  })
})
