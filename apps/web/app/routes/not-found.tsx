import { NOT_FOUND_ROUTE } from '@hard-hat/content'
import { LinkButton, NotFound } from '@hard-hat/ui'
import { notFoundMeta } from '../lib/meta'

export const meta = () => notFoundMeta()

/**
 * Any unmatched path: "404 Page Not Found" (the API answers it with a 404 status), the way home
 * and the ways on a lost visitor most likely wants: prices, the portfolio, contact, a call.
 */
export default function NotFoundPage() {
  const { waysOn, waysOnHeading, callText, phone } = NOT_FOUND_ROUTE
  return (
    <NotFound
      className="px-4"
      title={NOT_FOUND_ROUTE.heading}
      message={NOT_FOUND_ROUTE.description}
      homeHref={NOT_FOUND_ROUTE.homeLink.href}
      homeLabel={NOT_FOUND_ROUTE.homeLink.label}
    >
      <nav aria-labelledby="ways-on" className="flex w-full flex-col items-center gap-4">
        <h2 id="ways-on" className="font-bold text-xl">
          {waysOnHeading}
        </h2>
        <ul className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {waysOn.map((link) => (
            <li key={link.href}>
              <LinkButton href={link.href} variant="outline" className="w-full">
                {link.label}
              </LinkButton>
            </li>
          ))}
        </ul>
        <p>
          {callText}{' '}
          <a href={phone.href} className="whitespace-nowrap font-semibold underline">
            {phone.display}
          </a>
        </p>
      </nav>
    </NotFound>
  )
}
