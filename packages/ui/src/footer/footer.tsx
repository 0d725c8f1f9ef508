import type { ComponentProps } from 'react'
import { LinkButton } from '../button/button'
import { AppLink, type LinkComponent, type NavLink } from '../link/link'
import { cn } from '../utils/cn'
import { telHref } from './tel-href'

/** A titled list of links in the footer, such as Our Services or Resources. */
export type FooterColumn = { title: string; links: readonly NavLink[] }

/** The footer's contact block: postal address lines, phone and email. */
export type FooterContact = {
  title?: string
  addressLines: readonly string[]
  phone: string
  email: string
}

/** Props of {@link Footer}: a footer's props and the content it shows. */
export type FooterProps = ComponentProps<'footer'> & {
  brand: string
  blurb: string
  /** External profiles (Facebook, LinkedIn, Instagram): plain links opening in a new tab. */
  socialLinks: readonly NavLink[]
  columns: readonly FooterColumn[]
  contact: FooterContact
  referralsLink: NavLink
  /** Cookies, Privacy and Terms, beside the copyright line. */
  legalLinks: readonly NavLink[]
  /**
   * "Cookie settings", after the legal links. Once scripts run, a click calls `onCookieSettings`
   * (which reopens the cookie banner) instead of following `href`, the cookie policy's section on
   * changing your choice, where it leads without scripts.
   */
  cookieSettingsLink?: NavLink | undefined
  /** Reopens the cookie banner, called by "Cookie settings" once scripts run. */
  onCookieSettings?: (() => void) | undefined
  /** The copyright year; the current year by default. */
  year?: number
  linkComponent?: LinkComponent | undefined
}

const footerLinkClass =
  'text-brand-muted-inverse hover:text-brand-amber focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent rounded-sm'

/**
 * The site footer: blurb, social links, link columns, contact block, Referrals and copyright.
 * @example
 * <Footer brand="Hard Hat Websites" blurb={site.blurb} socialLinks={site.social} columns={columns}
 *   contact={site.contact} referralsLink={referrals} legalLinks={legal} />
 */
export function Footer({
  brand,
  blurb,
  socialLinks,
  columns,
  contact,
  referralsLink,
  legalLinks,
  cookieSettingsLink,
  onCookieSettings,
  year = new Date().getFullYear(),
  linkComponent,
  className,
  ...props
}: FooterProps) {
  return (
    <footer className={cn('bg-brand-ink text-brand-paper', className)} {...props}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <p className="font-extrabold text-lg">{brand}</p>
          <p className="text-brand-muted-inverse text-sm">{blurb}</p>
          <ul className="flex flex-wrap gap-3" aria-label="Social media">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={footerLinkClass}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-3 font-bold text-brand-amber">{column.title}</h2>
            <ul className="flex flex-col gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <AppLink
                    href={link.href}
                    linkComponent={linkComponent}
                    className={footerLinkClass}
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="flex flex-col gap-3 text-sm">
          <h2 className="font-bold text-brand-amber">{contact.title ?? 'Contact Us'}</h2>
          <address className="text-brand-muted-inverse not-italic">
            {contact.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a href={telHref(contact.phone)} className={footerLinkClass}>
            {contact.phone}
          </a>
          <a href={`mailto:${contact.email}`} className={footerLinkClass}>
            {contact.email}
          </a>
          <LinkButton
            href={referralsLink.href}
            variant="outline"
            size="sm"
            linkComponent={linkComponent}
            className="w-fit"
          >
            {referralsLink.label}
          </LinkButton>
        </div>
      </div>
      <div className="border-brand-ink-soft border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-brand-muted-inverse text-sm md:flex-row md:justify-between">
          <p>
            © {year} {brand}
          </p>
          <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label="Legal">
            {legalLinks.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} linkComponent={linkComponent} className={footerLinkClass}>
                  {link.label}
                </AppLink>
              </li>
            ))}
            {cookieSettingsLink ? (
              <li>
                <AppLink
                  href={cookieSettingsLink.href}
                  linkComponent={linkComponent}
                  className={footerLinkClass}
                  onClick={(event) => {
                    if (!onCookieSettings) return
                    event.preventDefault()
                    onCookieSettings()
                  }}
                >
                  {cookieSettingsLink.label}
                </AppLink>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  )
}
