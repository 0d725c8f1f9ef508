import type { ComponentProps } from 'react'
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '../accordion/accordion'

/** A question and its answer. */
export type FaqEntry = { question: string; answer: string }

/**
 * Frequently asked questions as an accordion: one answer open at a time.
 * @example
 * <FaqList items={faqs} />
 */
export function FaqList({
  items,
  defaultOpenIndex,
  className,
}: Pick<ComponentProps<'div'>, 'className'> & {
  items: readonly FaqEntry[]
  /** The answer open at first; all closed by default. */
  defaultOpenIndex?: number
}) {
  const open = defaultOpenIndex === undefined ? undefined : `faq-${defaultOpenIndex}`
  return (
    <Accordion className={className} {...(open === undefined ? {} : { defaultValue: open })}>
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`faq-${index}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent>
            <p>{item.answer}</p>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
