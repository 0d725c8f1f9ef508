export type { FooterColumn, FooterContact, FooterProps } from './footer'
export { Footer } from './footer'
export { telHref } from './tel-href'
