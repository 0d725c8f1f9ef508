import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useId,
  useState,
} from 'react'
import { cn } from '../utils/cn'

// The WAI-ARIA accordion pattern in a few hundred bytes: each question a button in an h3 with
// aria-expanded and aria-controls, each answer a region. Closed answers stay in the HTML (hidden),
// so a prerendered page carries every answer for search engines and find-in-page, and the page
// needs no accordion library.

interface AccordionState {
  readonly openValue: string | undefined
  readonly toggle: (value: string) => void
}

interface ItemState {
  readonly value: string
  readonly isOpen: boolean
  readonly triggerId: string
  readonly contentId: string
}

const AccordionContext = createContext<AccordionState | null>(null)
const ItemContext = createContext<ItemState | null>(null)

function useRequired<T>(context: React.Context<T | null>, component: string): T {
  const value = useContext(context)
  if (value === null) throw new Error(`@hard-hat/ui: ${component} must be inside its Accordion`)
  return value
}

const TRIGGER_SELECTOR = '[data-accordion-trigger]'

/** Up/Down move between questions, Home/End go to the first/last (the APG accordion keys). */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
  const root = event.currentTarget.closest('[data-accordion]')
  if (!keys.includes(event.key) || !root) return
  const triggers = [...root.querySelectorAll<HTMLElement>(TRIGGER_SELECTOR)]
  const index = triggers.indexOf(event.currentTarget)
  const last = triggers.length - 1
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (index + 1) % triggers.length
          : (index - 1 + triggers.length) % triggers.length
  event.preventDefault()
  triggers[next]?.focus()
}

type AccordionProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The item open at first; none by default. */
  defaultValue?: string
  /** The open item, when the caller holds the state. */
  value?: string
  onValueChange?: (value: string) => void
}

/**
 * An accordion with one item open at a time; clicking the open item closes it.
 * @example
 * <Accordion><AccordionItem value="a"><AccordionTrigger>Q</AccordionTrigger>
 *   <AccordionContent>A</AccordionContent></AccordionItem></Accordion>
 */
export function Accordion({
  className,
  defaultValue,
  value,
  onValueChange,
  ...props
}: AccordionProps) {
  const [ownValue, setOwnValue] = useState(defaultValue)
  const openValue = value ?? ownValue
  const toggle = useCallback(
    (itemValue: string) => {
      const next = openValue === itemValue ? '' : itemValue
      if (value === undefined) setOwnValue(next)
      onValueChange?.(next)
    },
    [openValue, value, onValueChange],
  )
  return (
    <AccordionContext.Provider value={{ openValue, toggle }}>
      <div data-accordion="" className={cn('flex flex-col gap-3', className)} {...props} />
    </AccordionContext.Provider>
  )
}

/** One question and answer. */
export function AccordionItem({
  className,
  value,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const { openValue } = useRequired(AccordionContext, 'AccordionItem')
  const id = useId()
  const isOpen = openValue === value
  return (
    <ItemContext.Provider
      value={{ value, isOpen, triggerId: `${id}-trigger`, contentId: `${id}-content` }}
    >
      <div
        data-state={isOpen ? 'open' : 'closed'}
        className={cn('rounded-lg border border-brand-border bg-brand-paper', className)}
        {...props}
      />
    </ItemContext.Provider>
  )
}

/** The button that opens and closes an item, inside a heading (an `h3`). */
export function AccordionTrigger({
  className,
  children,
  onClick,
  onKeyDown,
  ...props
}: ComponentProps<'button'>) {
  const { toggle } = useRequired(AccordionContext, 'AccordionTrigger')
  const { value, isOpen, triggerId, contentId } = useRequired(ItemContext, 'AccordionTrigger')
  return (
    <h3 className="m-0">
      <button
        type="button"
        id={triggerId}
        aria-expanded={isOpen}
        aria-controls={contentId}
        data-state={isOpen ? 'open' : 'closed'}
        data-accordion-trigger=""
        className={cn(
          'group flex w-full items-center justify-between gap-4 rounded-lg p-4 text-left font-semibold text-brand-text hover:text-brand-accent-text focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent',
          className,
        )}
        onClick={(event) => {
          onClick?.(event)
          if (!event.defaultPrevented) toggle(value)
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event)
          if (!event.defaultPrevented) moveFocus(event)
        }}
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
      </button>
    </h3>
  )
}

/** An item's answer: always in the HTML, hidden while the item is closed. */
export function AccordionContent({ className, ...props }: ComponentProps<'section'>) {
  const { isOpen, triggerId, contentId } = useRequired(ItemContext, 'AccordionContent')
  return (
    // A section named by its question is a region.
    <section
      id={contentId}
      aria-labelledby={triggerId}
      hidden={!isOpen}
      data-state={isOpen ? 'open' : 'closed'}
      className={cn('px-4 pb-4 text-brand-muted', className)}
      {...props}
    />
  )
}
