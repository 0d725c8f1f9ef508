// Hard Hat's forms, one folder each, and the ONE list every per-form table is built from: the
// routes (FORM_ACTIONS), the definitions (FORM_DEFINITIONS), the layouts (FORM_LAYOUTS,
// FORM_FIELDS) and the lead forms' formData schemas (LEAD_FORM_SCHEMAS). Adding a form is a
// folder (fields.ts without zod, form.ts with its definition), a line here, and its words.
// A page never imports this list (it holds zod): it imports its own form's layout from its folder.
import { boutiqueQuoteForm } from './boutique-quote/form'
import { consultationForm } from './consultation/form'
import { contactForm } from './contact/form'
import { crmTrialForm } from './crm-trial/form'
import { dominanceForm } from './dominance/form'
import { freeWebsiteForm } from './free-website/form'
import { launchForm } from './launch/form'
import { momentumForm } from './momentum/form'
import { newsletterForm } from './newsletter/form'
import { offer495EndedForm, offer495Form, onePageForm } from './one-page/form'
import { premiumForm } from './premium/form'
import { referralForm } from './referral/form'
import { specialOfferClaimForm } from './special-offer-claim/form'

/** Every form of the site, in order: the ones it posts without scripts, then the quote's contact step. */
export const HARD_HAT_FORMS = [
  contactForm,
  onePageForm,
  offer495Form,
  offer495EndedForm,
  freeWebsiteForm,
  referralForm,
  consultationForm,
  premiumForm,
  launchForm,
  momentumForm,
  dominanceForm,
  specialOfferClaimForm,
  crmTrialForm,
  newsletterForm,
  boutiqueQuoteForm,
] as const

type AnyForm = (typeof HARD_HAT_FORMS)[number]

/** A form that posts on its own (it has an action): the ones a page sends without scripts. */
export type PostedForm = Extract<AnyForm, { readonly action: string }>

/** Each form by its id. */
export type FormsById<Forms extends { readonly id: string }> = {
  readonly [Id in Forms['id']]: Extract<Forms, { readonly id: Id }>
}

/** The forms of a list by id. */
export function byId<const Forms extends readonly { readonly id: string }[]>(
  forms: Forms,
): FormsById<Forms[number]> {
  return Object.fromEntries(forms.map((form) => [form.id, form])) as FormsById<Forms[number]>
}

/** The forms that post on their own, in order. */
export const POSTED_FORMS = /* @__PURE__ */ HARD_HAT_FORMS.filter(
  (form): form is PostedForm => form.action !== undefined,
)
