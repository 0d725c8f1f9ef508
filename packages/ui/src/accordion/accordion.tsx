import * as AccordionPrimitive from '@radix-ui/react-accordion'
import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

type AccordionProps = Omit<
  ComponentProps<typeof AccordionPrimitive.Root>,
  'type' | 'collapsible' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  /** The item open at first; none by default. */
  defaultValue?: string
  value?: string
  onValueChange?: (value: string) => void
}

/**
 * A Radix accordion with one item open at a time; clicking the open item closes it.
 * @example
 * <Accordion><AccordionItem value="a"><AccordionTrigger>Q</AccordionTrigger>
 *   <AccordionContent>A</AccordionContent></AccordionItem></Accordion>
 */
export function Accordion({ className, ...props }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      className={cn('flex flex-col gap-3', className)}
      {...props}
    />
  )
}

/** One question and answer. */
export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('rounded-lg border border-brand-border bg-brand-paper', className)}
      {...props}
    />
  )
}

/** The button that opens and closes an item, inside a heading (an `h3`). */
export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="m-0">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex w-full items-center justify-between gap-4 rounded-lg p-4 text-left font-semibold text-brand-text hover:text-brand-accent-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent',
          className,
        )}
        {...props}
      >
        {children}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  )
}

/** An item's answer, hidden while the item is closed. */
export function AccordionContent({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className={cn('px-4 pb-4 text-brand-muted', className)}
      {...props}
    />
  )
}
