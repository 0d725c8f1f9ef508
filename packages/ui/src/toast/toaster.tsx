import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast'
import { dismissToast, TOAST_DURATION_MS, useToast } from './toast-store'

/** Toasts are dismissed by swiping right this far (px). */
export const TOAST_SWIPE_THRESHOLD_PX = 50

/**
 * Renders the toasts from `toast()`: mount once near the root of the app.
 * The region is labelled "Notification" and F8 moves focus to it.
 * @example
 * <Toaster />
 */
export function Toaster({ label = 'Notification' }: { label?: string }) {
  const { toasts } = useToast()
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={label}
    >
      {toasts.map(({ id, title, description, action, variant, durationMs, isOpen }) => (
        <Toast
          key={id}
          open={isOpen}
          onOpenChange={(open) => {
            if (!open) dismissToast(id)
          }}
          variant={variant}
          {...(durationMs === undefined ? {} : { duration: durationMs })}
        >
          <div className="flex flex-col gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport label={label} />
    </ToastProvider>
  )
}
