import { composeStories } from '@storybook/react-vite'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { Header } from './header'
import * as stories from './header.stories'

const composed = composeStories(stories)
const { AtTop, CurrentPage, MenuOpen } = composed

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
    expect(screen.getByRole('link', { name: 'Referrals' })).toHaveAttribute('href', '/referrals')
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact')
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

  it('opens the mobile menu from a named toggle that reports aria-expanded', async () => {
    await renderStory(AtTop)
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('dialog', { name: 'Menu' })
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
    ])
  })

  it('closes the menu and returns focus to the toggle when Escape is pressed', async () => {
    await renderStory(MenuOpen)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
  })

  it('closes the menu when a link is chosen', async () => {
    await renderStory(MenuOpen)
    const menu = screen.getByRole('dialog', { name: 'Menu' })
    await userEvent.click(within(menu).getByRole('link', { name: 'CRM' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('moves focus to the first link of the menu when it opens', async () => {
    await renderStory(MenuOpen)
    const menu = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus()
  })

  it('closes with its Close menu button and returns focus to the toggle', async () => {
    await renderStory(MenuOpen)
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus()
  })

  it('closes when the visitor clicks outside it, and the toggle closes it too', async () => {
    await renderStory(MenuOpen)
    await userEvent.click(document.body)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    await userEvent.click(toggle)
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument()
    await userEvent.click(toggle)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
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
