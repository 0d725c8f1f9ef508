export type { HeaderProps } from './header'
export { HEADER_SHADOW_SCROLL_PX, Header } from './header'
