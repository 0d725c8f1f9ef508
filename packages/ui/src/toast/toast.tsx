import * as ToastPrimitive from '@radix-ui/react-toast'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../utils/cn'

/** Radix's toast provider: wrap the app once (the `Toaster` does it for you). */
export const ToastProvider = ToastPrimitive.Provider

/** Where toasts appear: bottom right; F8 moves focus here. */
export function ToastViewport({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        'fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none',
        className,
      )}
      {...props}
    />
  )
}

/** The toast look per variant. */
export const toastVariants = cva(
  'relative flex w-full items-start justify-between gap-4 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  {
    variants: {
      variant: {
        default: 'border-brand-accent bg-brand-ink text-brand-paper',
        destructive: 'border-brand-danger bg-brand-danger text-brand-paper',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

/** One toast (a Radix toast root): swipe right or press Escape to dismiss. */
export function Toast({
  className,
  variant,
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return (
    <ToastPrimitive.Root
      data-variant={variant ?? 'default'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  )
}

/** A toast's heading. */
export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('font-semibold', className)} {...props} />
}

/** A toast's message. */
export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />
}

/** A button in a toast; `altText` says how to do the same without the toast. */
export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'shrink-0 rounded-md border border-current px-3 py-1 font-medium text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-amber',
        className,
      )}
      {...props}
    />
  )
}

/** The toast's close button. */
export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-current hover:bg-brand-paper/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-amber',
        className,
      )}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </ToastPrimitive.Close>
  )
}
