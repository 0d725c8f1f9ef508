import {
  CONTACT_PAGE,
  CRM_PAGE,
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
import { FORM_MESSAGES, type FormId } from '@hard-hat/forms'

/** What the HTML answers to a scripts-off post say about one form, all taken from the content. */
export interface FormWords {
  /** The page that holds the form, with the form's anchor. */
  readonly page: string
  readonly heading: string
  readonly submit: string
  /** The form's field labels, by field name. */
  readonly labels: Readonly<Record<string, string>>
  /** Select option labels, by field name then value, where the page words them. */
  readonly options?: Readonly<Record<string, readonly { value: string; label: string }[]>>
  /** What the page says once the lead is stored: the same words as with scripts. */
  readonly success: { readonly heading: string; readonly text: string }
}

type Labelled = Readonly<Record<string, { readonly label: string }>>

const labelsOf = (fields: Labelled) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.label]))

const listLabelsOf = (fields: readonly { name: string; label: string }[]) =>
  Object.fromEntries(fields.map((field) => [field.name, field.label]))

const marketingPackage = (id: 'launch' | 'momentum' | 'dominance'): FormWords => {
  const { form } = MARKETING_PACKAGE_PAGES[id]
  return {
    page: `/packages/${id}#${form.anchor}`,
    heading: form.heading,
    submit: form.submit,
    labels: listLabelsOf(form.fields),
    options: Object.fromEntries(
      form.fields.flatMap((field) =>
        'options' in field && field.options ? [[field.name, field.options]] : [],
      ),
    ),
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
    page: `/contact#${CONTACT_PAGE.form.anchor}`,
    heading: CONTACT_PAGE.form.heading,
    submit: CONTACT_PAGE.form.submit,
    labels: labelsOf(CONTACT_PAGE.form.fields),
    success: CONTACT_PAGE.form.success,
  },
  'one-page': {
    page: `/one-page-website#${onePage.anchor}`,
    heading: onePage.heading,
    submit: onePage.submit,
    labels: labelsOf(onePage.fields),
    success: onePage.success,
  },
  'offer-495': {
    page: `/special-offer-495#${offer495.anchor}`,
    heading: offer495.heading,
    submit: offer495.submit,
    labels: labelsOf(offer495.fields),
    success: offer495.success,
  },
  'offer-495-ended': {
    page: `/special-offer-495#${offer495Ended.anchor}`,
    heading: offer495Ended.heading,
    submit: offer495Ended.submit,
    labels: labelsOf(offer495Ended.fields),
    success: offer495Ended.success,
  },
  'free-website': {
    page: '/free-website',
    heading: free.heading,
    submit: free.submit,
    labels: labelsOf(free.fields),
    success: { heading: free.toasts.success.title, text: free.toasts.success.description },
  },
  referral: {
    page: '/referrals',
    heading: referral.heading,
    submit: referral.submit,
    labels: labelsOf(referral.fields),
    success: { heading: REFERRAL_PAGE.thankYou.heading, text: referral.successToast.description },
  },
  consultation: {
    page: `/#${consultation.anchor}`,
    heading: consultation.heading,
    submit: consultation.submit,
    labels: labelsOf(consultation.fields),
    success: { heading: consultation.success.title, text: consultation.success.text },
  },
  premium: {
    page: `/premium-package#${premium.anchor}`,
    heading: premium.heading,
    submit: premium.submit,
    labels: labelsOf(premium.fields),
    options: {
      currentMarketing: premium.currentMarketingOptions,
      timeframe: premium.timeframeOptions,
      budget: premium.budgetOptions,
    },
    success: { heading: premium.successToast.title, text: premium.successToast.description },
  },
  launch: marketingPackage('launch'),
  momentum: marketingPackage('momentum'),
  dominance: marketingPackage('dominance'),
  special_offer_claim: {
    page: `/special-offer#${claim.anchor}`,
    heading: claim.heading,
    submit: claim.submit,
    labels: labelsOf(claim.fields),
    success: { heading: claim.heading, text: FORM_MESSAGES.specialOffer.success },
  },
  crm_trial: {
    page: `/crm#${trial.anchor}`,
    heading: trial.heading,
    submit: trial.submit,
    labels: labelsOf(trial.fields),
    options: { businessType: trial.businessTypes },
    success: trial.success,
  },
  newsletter: {
    page: '/insights',
    heading: newsletter.heading,
    submit: newsletter.button,
    labels: { email: newsletter.emailLabel },
    success: { heading: newsletter.heading, text: newsletter.thanks },
  },
}
