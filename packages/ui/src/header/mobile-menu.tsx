import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

export type MobileMenuProps = {
  /** The toggle's accessible name and the menu's label. */
  label: string
  /** The menu's content; `closeMenu` is for its links, so choosing one closes the menu. */
  children: (closeMenu: () => void) => ReactNode
}

/**
 * The header's mobile menu: a non-modal disclosure built on the browser's popover, so it opens and
 * closes before the scripts arrive and with none at all (P-scripts-after-first-paint): the toggle
 * and Close menu are popover buttons; Escape and a click outside close it natively, and focus goes
 * back to the toggle. Once hydrated, opening moves focus to the first link, and choosing a link or
 * moving focus outside closes it.
 */
export function MobileMenu({ label, children }: MobileMenuProps) {
  // Unknown until the first toggle: the browser reports a popover button's state by itself, and a
  // prerendered aria-expanded="false" would contradict it while a menu opened before hydration.
  const [isOpen, setOpen] = useState<boolean>()
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const menu = menuRef.current
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open')
    menu?.addEventListener('toggle', onToggle)
    if (menu?.matches(':popover-open')) setOpen(true)
    return () => menu?.removeEventListener('toggle', onToggle)
  }, [])

  useEffect(() => {
    if (!isOpen) return
    menuRef.current?.querySelector<HTMLElement>('a[href], button')?.focus()
    const closeOnFocusOutside = (event: FocusEvent) => {
      const target = event.target
      const isInside =
        target instanceof Node &&
        (menuRef.current?.contains(target) === true || toggleRef.current?.contains(target) === true)
      if (!isInside) menuRef.current?.hidePopover()
    }
    document.addEventListener('focusin', closeOnFocusOutside)
    return () => document.removeEventListener('focusin', closeOnFocusOutside)
  }, [isOpen])

  return (
    // The group lets the toggle's icon follow the popover's own state, scripts or none.
    <div className="group/menu contents">
      <button
        ref={toggleRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        popoverTarget={menuId}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-paper hover:bg-brand-ink-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent md:hidden"
      >
        <MenuIcon />
        <CloseIcon />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="dialog"
        aria-label={label}
        // The browser's popover box (centred, bordered) gives way to a sheet under the header,
        // edged in amber over a dimmed page; the backdrop lets clicks through, so a click on the
        // page still closes the menu (light dismiss).
        className="fixed inset-x-0 top-16 bottom-auto m-0 hidden max-h-[calc(100dvh-4rem)] w-full flex-col gap-4 overflow-y-auto rounded-b-xl border-0 border-brand-amber border-b-4 bg-brand-ink-soft p-4 text-brand-paper shadow-header backdrop:pointer-events-none backdrop:top-16 backdrop:bg-brand-ink/60 open:flex md:open:hidden"
      >
        {children(() => menuRef.current?.hidePopover())}
        <button
          type="button"
          popoverTarget={menuId}
          popoverTargetAction="hide"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border-2 border-brand-muted-inverse px-4 font-semibold text-brand-paper hover:bg-brand-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
        >
          <CloseIcon isAlwaysShown />
          Close menu
        </button>
      </div>
    </div>
  )
}

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6 group-has-[:popover-open]/menu:hidden"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  )
}

/** The toggle shows a cross while the menu is open (by CSS, so before hydration too). */
function CloseIcon({ isAlwaysShown = false }: { isAlwaysShown?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={isAlwaysShown ? 'size-5' : 'hidden size-6 group-has-[:popover-open]/menu:block'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  )
}
