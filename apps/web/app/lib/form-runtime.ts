// The forms' heavy half: zod (zod/mini, decision 046), the forms package's schemas, the payload builders, the API client
// (which checks the API's answers with zod) and TanStack Query's mutation engine. A page never loads
// it with its HTML, nor once idle: the first focus, press or input in one of the page's forms fetches
// it (scripts/defer-hydration.ts, decision 048), and the first focus on a field or the first send
// runs it (load-form-runtime.ts), so a page whose form is not used stays light.
import { createApiClient, FORM_DEFINITIONS, FORM_ID_FIELD } from '@hard-hat/forms'
import { en } from 'zod/locales'
import { config } from 'zod/mini'
import { createQueryClient } from './query-client'
import { warmForms } from './warm-forms'

export {
  buildContactEnquiry,
  buildFreeWebsiteEnquiry,
  buildOnePageEnquiry,
  buildReferralEnquiry,
  ConsultationSchema,
  ContactSchema,
  createIdempotencyKey,
  FORM_DEFINITIONS,
  FreeWebsiteSchema,
  NewsletterSchema,
  OnePageEnquirySchema,
  QuoteContactSchema,
  ReferralFormSchema,
  toFormFieldErrors,
  validateForm,
  withReferrerHost,
  withVisitEntry,
} from '@hard-hat/forms'

export { MutationObserver } from '@tanstack/react-query'

// @hard-hat/forms' schemas are zod/mini's (decision 046), which set no language of their own: zod's
// English words, as the full zod (the API's) sets them, for any check without words of its own.
config(en())

/** One query client for the page's submissions, with the specification's defaults (no retries). */
export const queryClient = createQueryClient()

/** The site's own API on the page's origin (the browser never talks to the CRM: P-no-secret-in-browser). */
export const api = createApiClient()

// P-interactions-within-100ms: the page's forms' checks run once, in a task of their own, as soon as
// the runtime has loaded (on a first focus, the page having fetched it on the form's first use), so
// the first send pays no first parse.
void warmForms(document, FORM_DEFINITIONS, FORM_ID_FIELD)
