import { NOT_FOUND_ROUTE } from '@hard-hat/content'
import { NotFound } from '@hard-hat/ui'
import { notFoundMeta } from '../lib/meta'

export const meta = () => notFoundMeta()

/** Any unmatched path: "404 Page Not Found" (the API answers it with a 404 status). */
export default function NotFoundPage() {
  return (
    <NotFound
      className="px-4"
      title={NOT_FOUND_ROUTE.heading}
      message={NOT_FOUND_ROUTE.description}
      homeHref={NOT_FOUND_ROUTE.homeLink.href}
      homeLabel={NOT_FOUND_ROUTE.homeLink.label}
    />
  )
}
