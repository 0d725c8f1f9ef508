export type { FaqEntry } from './faq-list'
export { FaqList } from './faq-list'
