export type { AccordionProps } from './accordion'
export { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'
export { Badge, badgeVariants } from './badge'
export type { ButtonVariantProps } from './button'
export { Button, buttonVariants, LinkButton } from './button'
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'
export type { CardGridItem, CardGridProps } from './card-grid'
export { CardGrid, cardGridVariants } from './card-grid'
export type { Testimonial, TestimonialCarouselProps } from './carousel'
export { CAROUSEL_INTERVAL_MS, TestimonialCarousel } from './carousel'
export type { CheckListProps } from './check-list'
export { CheckList, checkListVariants } from './check-list'
export type {
  CookieBannerProps,
  CookieBannerViewProps,
  CookieConsentRecord,
} from './cookie-banner'
export {
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_CONSENT_KEY,
  COOKIE_CONSENT_MAX_AGE_MONTHS,
  COOKIE_CONSENT_RECORD_KEY,
  CookieBanner,
  CookieBannerView,
  cookieBannerScript,
  cookieConsentExpiresAt,
  readCookieConsent,
  readCookieConsentRecord,
} from './cookie-banner'
export type { CountdownParts, CountdownProps, CountdownState } from './countdown'
export { COUNTDOWN_TICK_MS, Countdown, splitRemaining, useCountdown } from './countdown'
export type { FieldProblem } from './error-summary'
export { ErrorSummary } from './error-summary'
export type { FaqEntry } from './faq-list'
export { FaqList } from './faq-list'
export type { FooterColumn, FooterContact, FooterProps } from './footer'
export { Footer, telHref } from './footer'
export type {
  Choice,
  ChoiceFieldProps,
  FieldControlProps,
  FieldProps,
  SelectOption,
} from './form-field'
export {
  CheckboxField,
  ChoiceField,
  errorId,
  Field,
  hintId,
  Input,
  Label,
  Select,
  SelectField,
  Textarea,
  TextareaField,
  TextField,
} from './form-field'
export type { HeaderProps } from './header'
export { HEADER_SHADOW_SCROLL_PX, Header } from './header'
export { ImageWithFallback } from './image-with-fallback'
export type { LinkComponent, LinkComponentProps, NavLink } from './link'
export { AppLink, LinkProvider } from './link'
export { NotFound } from './not-found'
export type { PriceCardProps } from './price-card'
export { PriceCard } from './price-card'
export { ProgressBar } from './progress-bar'
export type {
  CheckboxProps,
  FieldBinding,
  FieldErrors,
  FieldRenderProps,
  FieldWords,
  FormAlertTone,
  FormFieldWords,
  RenderCheckbox,
  RenderedField,
  RenderedFieldGroup,
  RenderedFieldInput,
  RenderedShowWhen,
  RenderField,
  SchemaFormDefinition,
  SchemaFormProps,
  SchemaFormRefused,
  SchemaFormSent,
  SchemaFormSuccess,
  SchemaFormValidation,
  SchemaFormValue,
  SchemaFormValues,
  SchemaFormWords,
  WordedFieldName,
} from './schema-form'
export {
  ERROR_TITLE_PREFIX,
  FormAlert,
  FormFields,
  isShownIn,
  NativeForm,
  Receipt,
  renderEveryField,
  SchemaForm,
  useFieldErrors,
  useHydrated,
  valuesOfForm,
} from './schema-form'
export { REVEAL_THRESHOLD, Section } from './section'
export type { ToastOptions, ToastRecord, ToastVariant } from './toast'
export {
  DeferredToaster,
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  Toaster,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toast,
  toastVariants,
  useToast,
} from './toast'
export { cn } from './utils/cn'
export { usePrefersReducedMotion } from './utils/use-reduced-motion'
