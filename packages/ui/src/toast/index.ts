export { DeferredToaster } from './deferred-toaster'
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
} from './toast'
export type { ToastOptions, ToastRecord, ToastVariant } from './toast-store'
export {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
  useToast,
} from './toast-store'
export { TOAST_SWIPE_THRESHOLD_PX, Toaster } from './toaster'
