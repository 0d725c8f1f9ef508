import { type ComponentProps, createContext, useContext, useId } from 'react'
import { cn } from '../utils/cn'

// An accordion of the browser's own disclosures: each item a <details> whose <summary> holds the
// question in an h3, all sharing one `name`, so opening one closes the other. It opens before the
// scripts arrive and with none at all (P-scripts-after-first-paint), the browser reports each
// question's expanded state, and closed answers stay in the HTML for search engines and
// find-in-page (which opens the item it finds).

interface AccordionState {
  /** The `name` the items share: the browser keeps one of them open. */
  readonly group: string
  readonly defaultValue: string | undefined
}

const AccordionContext = createContext<AccordionState | null>(null)

/** Props of {@link Accordion}: a div's props and the item open at first. */
export type AccordionProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** The item open at first; none by default. */
  defaultValue?: string
}

/**
 * An accordion with one item open at a time; clicking the open item closes it.
 * @example
 * <Accordion><AccordionItem value="a"><AccordionTrigger>Q</AccordionTrigger>
 *   <AccordionContent>A</AccordionContent></AccordionItem></Accordion>
 */
export function Accordion({ className, defaultValue, ...props }: AccordionProps) {
  const group = useId()
  return (
    <AccordionContext.Provider value={{ group, defaultValue }}>
      <div className={cn('flex flex-col gap-3', className)} {...props} />
    </AccordionContext.Provider>
  )
}

/** One question and answer. */
export function AccordionItem({
  className,
  value,
  ...props
}: ComponentProps<'details'> & { value: string }) {
  const state = useContext(AccordionContext)
  if (!state) throw new Error('@hard-hat/ui: AccordionItem must be inside its Accordion')
  return (
    <details
      name={state.group}
      open={state.defaultValue === value}
      className={cn('group rounded-lg border border-brand-border bg-brand-paper', className)}
      {...props}
    />
  )
}

/** The question that opens and closes an item: the item's summary, holding an `h3`. */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<'summary'>) {
  return (
    <summary
      className={cn(
        'flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg p-4 text-left font-semibold text-brand-text hover:text-brand-accent-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent [&::-webkit-details-marker]:hidden',
        className,
      )}
      {...props}
    >
      <h3 className="m-0">{children}</h3>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </summary>
  )
}

/** An item's answer: always in the HTML, shown while the item is open. */
export function AccordionContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 text-brand-muted', className)} {...props} />
}
