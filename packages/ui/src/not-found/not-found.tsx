import type { ComponentProps } from 'react'
import { LinkButton } from '../button/button'
import type { LinkComponent } from '../link/link'
import { cn } from '../utils/cn'

/**
 * The 404 block: "404 Page Not Found", a way home and, as children, any other ways on.
 * @example
 * <NotFound homeLabel="Return to Homepage" />
 */
export function NotFound({
  title = '404 Page Not Found',
  message = "Sorry, the page you're looking for doesn't exist or has been moved.",
  homeHref = '/',
  homeLabel = 'Return to Homepage',
  linkComponent,
  className,
  children,
  ...props
}: ComponentProps<'div'> & {
  title?: string
  message?: string
  homeHref?: string
  homeLabel?: string
  linkComponent?: LinkComponent | undefined
}) {
  return (
    <div
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-6 py-24 text-center',
        className,
      )}
      {...props}
    >
      <h1 className="font-extrabold text-4xl text-brand-text">{title}</h1>
      <p className="text-brand-muted text-lg">{message}</p>
      <LinkButton href={homeHref} linkComponent={linkComponent}>
        {homeLabel}
      </LinkButton>
      {children}
    </div>
  )
}
