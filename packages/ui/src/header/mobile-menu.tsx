import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

export type MobileMenuProps = {
  /** The toggle's accessible name and the menu's label. */
  label: string
  /** The menu's content; `closeMenu` is for its links, so choosing one closes the menu. */
  children: (closeMenu: () => void) => ReactNode
}

/**
 * The header's mobile menu: a non-modal disclosure, so the page is not hidden from assistive
 * technology and the header stays reachable. It needs no dialog library: opening moves focus to
 * the first link; Escape and the Close menu button close it and return focus to the toggle; a
 * click or focus outside closes it where the visitor went.
 */
export function MobileMenu({ label, children }: MobileMenuProps) {
  const [isOpen, setOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  const close = (shouldReturnFocus: boolean) => {
    setOpen(false)
    if (shouldReturnFocus) toggleRef.current?.focus()
  }

  useEffect(() => {
    if (!isOpen) return
    menuRef.current?.querySelector<HTMLElement>('a[href], button')?.focus()
    const isInside = (target: EventTarget | null) =>
      target instanceof Node &&
      (menuRef.current?.contains(target) === true || toggleRef.current?.contains(target) === true)
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const closeOutside = (event: Event) => {
      if (!isInside(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', closeOnEscape)
    document.addEventListener('pointerdown', closeOutside)
    document.addEventListener('focusin', closeOutside)
    return () => {
      document.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('pointerdown', closeOutside)
      document.removeEventListener('focusin', closeOutside)
    }
  }, [isOpen])

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-paper hover:bg-brand-ink-soft focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent md:hidden"
      >
        <MenuIcon />
      </button>
      {isOpen ? (
        <div
          ref={menuRef}
          id={menuId}
          role="dialog"
          aria-label={label}
          className="fixed inset-x-0 top-16 z-50 flex flex-col gap-4 bg-brand-ink p-4 text-brand-paper shadow-header md:hidden"
        >
          {children(() => close(false))}
          <button
            type="button"
            onClick={() => close(true)}
            className="self-end rounded-md px-3 py-2 text-brand-muted-inverse underline hover:text-brand-paper focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-accent"
          >
            Close menu
          </button>
        </div>
      ) : null}
    </>
  )
}

function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  )
}
