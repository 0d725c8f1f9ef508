import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react'

/** Props every link component receives: an anchor's props with a required `href`. */
export type LinkComponentProps = ComponentProps<'a'> & { href: string }

/** A component that renders a link; the app passes its router's link here (adapting `href` to `to`). */
export type LinkComponent = ComponentType<LinkComponentProps>

/** A link's text and destination, as the app's content passes them in. */
export type NavLink = { label: string; href: string }

function PlainLink(props: LinkComponentProps) {
  return <a {...props} />
}

const LinkContext = createContext<LinkComponent>(PlainLink)

/**
 * Makes every link the components render use the app's router link instead of a plain `<a>`.
 * @example
 * <LinkProvider component={({ href, ...props }) => <Link to={href} {...props} />}>…</LinkProvider>
 */
export function LinkProvider({
  component,
  children,
}: {
  component: LinkComponent
  children: ReactNode
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>
}

/** Renders a link through the component given by `LinkProvider` (a plain `<a>` by default). */
export function AppLink({
  linkComponent,
  ...props
}: LinkComponentProps & { linkComponent?: LinkComponent | undefined }) {
  const ContextLink = useContext(LinkContext)
  const Link = linkComponent ?? ContextLink
  return <Link {...props} />
}
