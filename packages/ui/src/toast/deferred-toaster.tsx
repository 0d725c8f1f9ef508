import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useToast } from './toast-store'

const RadixToaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** The viewport's place and look, shared with `ToastViewport` so the swap does not move it. */
const regionClass =
  'pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none'

/**
 * The empty "Notification" region the page shows until the first toast: like Radix's viewport it
 * takes focus on F8, so the shortcut works before Radix Toast has loaded.
 */
function EmptyToastRegion({ label }: { label: string }) {
  const regionRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const focusOnF8 = (event: KeyboardEvent) => {
      if (event.code === 'F8') regionRef.current?.focus()
    }
    document.addEventListener('keydown', focusOnF8)
    return () => document.removeEventListener('keydown', focusOnF8)
  }, [])
  return <section ref={regionRef} aria-label={label} tabIndex={-1} className={regionClass} />
}

/**
 * The `Toaster`, loaded on the first `toast()`: a page that never shows a toast never downloads
 * Radix Toast (about 10 kB gzipped). Until then an empty region with the same label takes F8.
 * @example
 * <DeferredToaster />
 */
export function DeferredToaster({ label = 'Notification' }: { label?: string }) {
  const { toasts } = useToast()
  const [hasToasted, setHasToasted] = useState(false)
  useEffect(() => {
    if (toasts.length > 0) setHasToasted(true)
  }, [toasts.length])
  if (!hasToasted) return <EmptyToastRegion label={label} />
  return (
    <Suspense fallback={<EmptyToastRegion label={label} />}>
      <RadixToaster label={label} />
    </Suspense>
  )
}
