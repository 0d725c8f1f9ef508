import { type ReactElement, type ReactNode, useSyncExternalStore } from 'react'

/** How many toasts are shown at once (the spec's one at a time). */
export const TOAST_LIMIT = 1
/** How long a dismissed toast stays in the store (for its exit) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000
/** How long a toast stays open unless it sets its own duration. */
export const TOAST_DURATION_MS = 5000

/** How a toast looks: `default`, or `destructive` for something that went wrong. */
export type ToastVariant = 'default' | 'destructive'

/** What `toast()` takes: a title, a description, the variant, an optional action. */
export type ToastOptions = {
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  durationMs?: number
  /** A `ToastAction` element. */
  action?: ReactElement
}

/** A toast in the store. */
export type ToastRecord = ToastOptions & { id: string; isOpen: boolean }

let toasts: readonly ToastRecord[] = []
let nextId = 0
const listeners = new Set<() => void>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()
const NO_TOASTS: readonly ToastRecord[] = []

function publish(next: readonly ToastRecord[]) {
  toasts = next
  for (const listener of listeners) listener()
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  const timer = setTimeout(() => {
    removalTimers.delete(id)
    publish(toasts.filter((record) => record.id !== id))
  }, TOAST_REMOVE_DELAY_MS)
  removalTimers.set(id, timer)
}

/** Closes one toast, or every toast when no id is given; it is removed after the delay. */
export function dismissToast(id?: string): void {
  for (const record of toasts) {
    if (id === undefined || record.id === id) scheduleRemoval(record.id)
  }
  publish(
    toasts.map((record) =>
      id === undefined || record.id === id ? { ...record, isOpen: false } : record,
    ),
  )
}

/**
 * Shows a toast (replacing the one on screen: one at a time) and returns handles to it.
 * @example
 * toast({ title: 'Missing Information', description: 'Please fill in all required fields', variant: 'destructive' })
 */
export function toast(options: ToastOptions) {
  nextId += 1
  const id = String(nextId)
  publish([{ ...options, id, isOpen: true }, ...toasts].slice(0, TOAST_LIMIT))
  return {
    id,
    /** Dismisses this toast. */
    dismiss: () => dismissToast(id),
    /** Changes this toast's title, description or variant in place. */
    update: (changes: ToastOptions) =>
      publish(toasts.map((record) => (record.id === id ? { ...record, ...changes } : record))),
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The toasts in the store, with `toast` and `dismiss`, for components that show or read them. */
export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NO_TOASTS,
  )
  return {
    toasts: current,
    /** Shows a toast; see {@link toast}. */
    toast,
    /** Dismisses the toast with this id, or every toast; see {@link dismissToast}. */
    dismiss: dismissToast,
  }
}
