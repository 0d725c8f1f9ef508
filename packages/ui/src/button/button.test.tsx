import { composeStories } from '@storybook/react-vite'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { itHasNoAxeViolationsInEveryStory, renderStory } from '../test/stories'
import { Button, LinkButton } from './button'
import * as stories from './button.stories'

const { Primary, Disabled, AsLink, ...rest } = composeStories(stories)

describe('Button', () => {
  itHasNoAxeViolationsInEveryStory({ Primary, Disabled, AsLink, ...rest })

  it('is a type="button" by default so it never submits a form by accident', async () => {
    await renderStory(Primary)
    expect(screen.getByRole('button', { name: 'Book a Free Consultation' })).toHaveAttribute(
      'type',
      'button',
    )
  })

  it('does not fire clicks while disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Sending...
      </Button>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sending...' }))
    expect(onClick).not.toHaveBeenCalled()
  })

  it('lets className override the variant classes', () => {
    render(<Button className="bg-brand-danger">Remove</Button>)
    const button = screen.getByRole('button', { name: 'Remove' })
    expect(button).toHaveClass('bg-brand-danger')
    expect(button).not.toHaveClass('bg-brand-accent')
  })

  it('puts the button look on its child with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/portfolio">See Our Portfolio</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'See Our Portfolio' })
    expect(link).toHaveAttribute('href', '/portfolio')
    expect(link).toHaveClass('border-brand-accent')
  })

  it("with asChild keeps the child's classes and calls both click handlers, the child's first", () => {
    const calls: string[] = []
    render(
      <Button asChild className="mt-4" onClick={() => calls.push('button')}>
        <a href="/contact" className="w-full" onClick={() => calls.push('link')}>
          Contact
        </a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Contact' })
    expect(link).toHaveClass('w-full', 'mt-4', 'bg-brand-accent')
    fireEvent.click(link)
    expect(calls).toEqual(['link', 'button'])
  })

  it('renders a link-button through the given link component', () => {
    render(
      <LinkButton
        href="/contact"
        linkComponent={({ href, ...props }) => <a data-router="yes" href={href} {...props} />}
      >
        Get In Touch
      </LinkButton>,
    )
    expect(screen.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('data-router', 'yes')
  })
})
