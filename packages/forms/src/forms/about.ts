// What the site says about each form beyond its fields: the form type its leads are stored under,
// the reply it promises, what the agency calls it, and the page that holds it. Each form's
// definition carries its own (`form.about`), so the API's per-form tables are read from the one
// list of forms instead of being written again beside it.

/** The reply a form promises, by name: the hours and words are the content's RESPONSE_PROMISES. */
export type ReplyPromise = 'enquiry' | 'consultation' | 'seoReport'

/** What the site says about one form (given to a definition with `aboutForm`). */
export interface FormAbout<FormType extends string = string> {
  /** The form type its leads are stored and forwarded under. */
  readonly formType: FormType
  /** The reply it promises (P-reply-by-working-hours); null for a form that promises none. */
  readonly replyPromise: ReplyPromise | null
  /** What the visitor sent, in the agency's voice, for the acknowledgement: "your free website request". */
  readonly requestName: string
  /** The path of the page that holds the form, where the site renders it. */
  readonly page?: string
}

/**
 * Gives a form definition what the site says about it, as `form.about`.
 * @example aboutForm(defineForm({ … }), { formType: 'launch', replyPromise: 'enquiry', requestName: 'your launch package enquiry', page: '/packages/launch' })
 */
export function aboutForm<Form extends object, const About extends FormAbout>(
  form: Form,
  about: About,
): Form & { readonly about: About } {
  return Object.assign(form, { about })
}
