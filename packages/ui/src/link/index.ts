export type { LinkComponent, LinkComponentProps, NavLink } from './link'
export { AppLink, LinkProvider } from './link'
