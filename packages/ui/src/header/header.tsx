import type { ComponentProps, ReactNode } from 'react'
import { LinkButton } from '../button/button'
import { AppLink, type LinkComponent, type NavLink } from '../link/link'
import { cn } from '../utils/cn'
import { MobileMenu } from './mobile-menu'
import { useScrolledPast } from './use-scrolled-past'

/** The header gains its shadow once the page has scrolled more than this. */
export const HEADER_SHADOW_SCROLL_PX = 10

/** Props of {@link Header}: a header's props and the navigation it shows. */
export type HeaderProps = ComponentProps<'header'> & {
  /** Brand name: the logo link's accessible name. */
  brand: string
  /** What the logo link shows; the brand name in the theme's style by default. */
  logo?: ReactNode
  homeHref?: string
  /** The five page links (Home, Website Design, Portfolio, CRM, Insights). */
  links: readonly NavLink[]
  referralsLink: NavLink
  contactLink: NavLink
  /**
   * The agency's phone: on a phone the header shows a call button beside the menu, and the open
   * menu lists the number (trades buyers call rather than type).
   */
  phone?: { display: string; href: string } | undefined
  /** Marks the matching link with aria-current="page". */
  currentPath?: string | undefined
  linkComponent?: LinkComponent | undefined
  menuLabel?: string
}

const navLinkClass =
  'rounded-md px-3 py-2 font-medium text-brand-paper hover:text-brand-amber aria-[current=page]:text-brand-amber focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent'

/**
 * The fixed site header with its mobile menu (a non-modal disclosure: Escape, a link or a click outside closes it).
 * @example
 * <Header brand="Hard Hat Websites" links={nav} referralsLink={referrals} contactLink={contact}
 *   linkComponent={({ href, ...props }) => <Link to={href} {...props} />} />
 */
export function Header({
  brand,
  logo,
  homeHref = '/',
  links,
  referralsLink,
  contactLink,
  phone,
  currentPath,
  linkComponent,
  menuLabel = 'Menu',
  className,
  ...props
}: HeaderProps) {
  const isScrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX)
  const currentProps = (href: string) =>
    href === currentPath ? ({ 'aria-current': 'page' } as const) : {}

  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 bg-brand-ink text-brand-paper transition-shadow',
        isScrolled && 'shadow-header',
        className,
      )}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <AppLink
          href={homeHref}
          aria-label={`${brand} home`}
          linkComponent={linkComponent}
          className="flex items-center gap-2 font-extrabold text-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
        >
          {logo ?? (
            <>
              <span aria-hidden="true" className="size-6 rounded-t-full bg-brand-accent" />
              <span>{brand}</span>
            </>
          )}
        </AppLink>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <AppLink
              key={link.href}
              href={link.href}
              linkComponent={linkComponent}
              className={navLinkClass}
              {...currentProps(link.href)}
            >
              {link.label}
            </AppLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LinkButton
            href={referralsLink.href}
            variant="outline"
            size="sm"
            linkComponent={linkComponent}
          >
            {referralsLink.label}
          </LinkButton>
          <LinkButton href={contactLink.href} size="sm" linkComponent={linkComponent}>
            {contactLink.label}
          </LinkButton>
        </div>
        <div className="flex items-center gap-1 md:hidden">
          {phone ? (
            <a
              href={phone.href}
              aria-label={`Call us on ${phone.display}`}
              className="inline-flex size-11 items-center justify-center rounded-md bg-brand-accent text-brand-ink hover:bg-brand-accent-strong focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-paper"
            >
              <PhoneIcon />
            </a>
          ) : null}
          <MobileMenu label={menuLabel}>
            {(closeMenu) => (
              <>
                <nav aria-label="Mobile">
                  <ul className="flex flex-col gap-1">
                    {links.map((link) => (
                      <li key={link.href}>
                        <AppLink
                          href={link.href}
                          linkComponent={linkComponent}
                          onClick={closeMenu}
                          className={cn(navLinkClass, 'block text-lg')}
                          {...currentProps(link.href)}
                        >
                          {link.label}
                        </AppLink>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="flex flex-col gap-2">
                  <LinkButton
                    href={referralsLink.href}
                    variant="outline"
                    onClick={closeMenu}
                    linkComponent={linkComponent}
                  >
                    {referralsLink.label}
                  </LinkButton>
                  <LinkButton
                    href={contactLink.href}
                    onClick={closeMenu}
                    linkComponent={linkComponent}
                  >
                    {contactLink.label}
                  </LinkButton>
                  {phone ? (
                    <a
                      href={phone.href}
                      className="inline-flex min-h-11 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 font-semibold text-brand-amber text-lg underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
                    >
                      <PhoneIcon />
                      {phone.display}
                    </a>
                  ) : null}
                </div>
              </>
            )}
          </MobileMenu>
        </div>
      </div>
    </header>
  )
}

function PhoneIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </svg>
  )
}
