import type { LinkComponentProps } from '@hard-hat/ui'
import { Link } from 'react-router'

const isDocumentHref = (href: string) =>
  /^(?:[a-z]+:|\/\/)/i.test(href) || /\.(?:xml|txt)$/.test(href)

/** The ui package's links go through the router, except other sites, mail, phone and files. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  if (isDocumentHref(href)) return <a href={href} {...props} />
  return <Link to={href} {...props} />
}
