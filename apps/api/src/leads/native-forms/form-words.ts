import {
  CONTACT_PAGE,
  CRM_PAGE,
  type FormFieldWords,
  FREE_WEBSITE_PAGE,
  HOME_PAGE,
  INSIGHTS_PAGE,
  LIMITED_OFFER_PAGE,
  MARKETING_PACKAGE_PAGES,
  ONE_PAGE_WEBSITE_PAGE,
  PREMIUM_PACKAGE_PAGE,
  REFERRAL_PAGE,
  SPECIAL_OFFER_PAGE,
} from '@hard-hat/content'
import { FORM_DEFINITIONS, FORM_MESSAGES, type FormId } from '@hard-hat/forms'

/** What the HTML answers to a scripts-off post say about one form, all taken from the content. */
export interface FormWords {
  /** The page that holds the form, with the form's anchor. */
  readonly page: string
  readonly heading: string
  readonly submit: string
  /** The words of the form's fields, by field name: the same the page shows. */
  readonly fields: FormFieldWords
  /** A fieldset's legend, by the group id of the form's definition. */
  readonly legends?: Readonly<Record<string, string>>
  /** What the page says once the lead is stored: the same words as with scripts. */
  readonly success: { readonly heading: string; readonly text: string }
  /** The form's line on what happens to the data, as the page words it (the default otherwise). */
  readonly privacyNote?: string
  readonly privacyLink?: { readonly label: string; readonly href: string }
}

/**
 * The page holding a form, from the form's definition (`about.page` in @hard-hat/forms), with the
 * form's anchor from the content where the page has one.
 */
const pageOf = (id: FormId, anchor?: string): string => {
  const page = FORM_DEFINITIONS[id].about.page
  return anchor ? `${page}#${anchor}` : page
}

/** A page form's own privacy line, where it has one. */
const privacyOf = (form: {
  readonly privacyNote?: string
  readonly privacyLink?: { readonly label: string; readonly href: string }
}) => ({
  ...(form.privacyNote ? { privacyNote: form.privacyNote } : {}),
  ...(form.privacyLink ? { privacyLink: form.privacyLink } : {}),
})

const marketingPackage = (id: 'launch' | 'momentum' | 'dominance'): FormWords => {
  const { form } = MARKETING_PACKAGE_PAGES[id]
  return {
    page: pageOf(id, form.anchor),
    heading: form.heading,
    submit: form.submit,
    fields: form.fields,
    ...privacyOf(form),
    success: { heading: form.heading, text: form.success },
  }
}

const onePage = ONE_PAGE_WEBSITE_PAGE.form
const offer495 = LIMITED_OFFER_PAGE.form
const offer495Ended = LIMITED_OFFER_PAGE.afterEnd.form
const free = FREE_WEBSITE_PAGE.form
const referral = REFERRAL_PAGE.form
const consultation = HOME_PAGE.consultation
const premium = PREMIUM_PACKAGE_PAGE.inquiryForm
const claim = SPECIAL_OFFER_PAGE.claimForm
const trial = CRM_PAGE.trialForm
const newsletter = INSIGHTS_PAGE.newsletter

/** Every form's words, by form id. */
export const FORM_WORDS: Readonly<Record<FormId, FormWords>> = {
  contact: {
    page: pageOf('contact', CONTACT_PAGE.form.anchor),
    heading: CONTACT_PAGE.form.heading,
    submit: CONTACT_PAGE.form.submit,
    fields: CONTACT_PAGE.form.fields,
    ...privacyOf(CONTACT_PAGE.form),
    success: CONTACT_PAGE.form.success,
  },
  'one-page': {
    page: pageOf('one-page', onePage.anchor),
    heading: onePage.heading,
    submit: onePage.submit,
    fields: onePage.fields,
    success: onePage.success,
  },
  'offer-495': {
    page: pageOf('offer-495', offer495.anchor),
    heading: offer495.heading,
    submit: offer495.submit,
    fields: offer495.fields,
    success: offer495.success,
  },
  'offer-495-ended': {
    page: pageOf('offer-495-ended', offer495Ended.anchor),
    heading: offer495Ended.heading,
    submit: offer495Ended.submit,
    fields: offer495Ended.fields,
    success: offer495Ended.success,
  },
  'free-website': {
    page: pageOf('free-website'),
    heading: free.heading,
    submit: free.submit,
    fields: free.fields,
    success: { heading: free.toasts.success.title, text: free.toasts.success.description },
  },
  referral: {
    page: pageOf('referral'),
    heading: referral.heading,
    submit: referral.submit,
    fields: referral.fields,
    ...privacyOf(referral),
    legends: referral.legends,
    success: { heading: REFERRAL_PAGE.thankYou.heading, text: referral.successToast.description },
  },
  consultation: {
    page: pageOf('consultation', consultation.anchor),
    heading: consultation.heading,
    submit: consultation.submit,
    fields: consultation.fields,
    success: { heading: consultation.success.title, text: consultation.success.text },
  },
  premium: {
    page: pageOf('premium', premium.anchor),
    heading: premium.heading,
    submit: premium.submit,
    fields: premium.fields,
    ...privacyOf(premium),
    success: { heading: premium.successToast.title, text: premium.successToast.description },
  },
  launch: marketingPackage('launch'),
  momentum: marketingPackage('momentum'),
  dominance: marketingPackage('dominance'),
  special_offer_claim: {
    page: pageOf('special_offer_claim', claim.anchor),
    heading: claim.heading,
    submit: claim.submit,
    fields: claim.fields,
    ...privacyOf(claim),
    success: { heading: claim.heading, text: FORM_MESSAGES.specialOffer.success },
  },
  crm_trial: {
    page: pageOf('crm_trial', trial.anchor),
    heading: trial.heading,
    submit: trial.submit,
    fields: trial.fields,
    ...privacyOf(trial),
    success: trial.success,
  },
  newsletter: {
    page: pageOf('newsletter'),
    heading: newsletter.heading,
    submit: newsletter.submit,
    fields: newsletter.fields,
    ...privacyOf(newsletter),
    success: { heading: newsletter.heading, text: newsletter.thanks },
  },
}
