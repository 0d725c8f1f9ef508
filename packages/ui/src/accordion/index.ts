export type { AccordionProps } from './accordion'
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'
