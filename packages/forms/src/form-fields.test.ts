import { describe, expect, it } from 'vitest'
import { FORM_DEFINITIONS } from './form-definitions'
import { type FieldsFormId, FORM_FIELDS, FORM_LAYOUTS, fieldsOf } from './form-fields'
import type { FormLayout } from './form-layout'
import { BOUTIQUE_QUOTE_FORM } from './forms/boutique-quote/fields'
import { CONSULTATION_FORM } from './forms/consultation/fields'
import { CONTACT_FORM } from './forms/contact/fields'
import { CRM_TRIAL_FORM } from './forms/crm-trial/fields'
import { DOMINANCE_FORM } from './forms/dominance/fields'
import { FREE_WEBSITE_FORM } from './forms/free-website/fields'
import { HARD_HAT_FORMS } from './forms/index'
import { LAUNCH_FORM } from './forms/launch/fields'
import { MOMENTUM_FORM } from './forms/momentum/fields'
import { NEWSLETTER_FORM } from './forms/newsletter/fields'
import { OFFER_495_ENDED_FORM, OFFER_495_FORM, ONE_PAGE_FORM } from './forms/one-page/fields'
import { PREMIUM_FORM } from './forms/premium/fields'
import { REFERRAL_FORM } from './forms/referral/fields'
import { SPECIAL_OFFER_CLAIM_FORM } from './forms/special-offer-claim/fields'

/** The layouts the pages import (no zod), by id. */
const PAGE_LAYOUTS: Readonly<Record<FieldsFormId, FormLayout>> = {
  contact: CONTACT_FORM,
  'one-page': ONE_PAGE_FORM,
  'offer-495': OFFER_495_FORM,
  'offer-495-ended': OFFER_495_ENDED_FORM,
  'free-website': FREE_WEBSITE_FORM,
  referral: REFERRAL_FORM,
  consultation: CONSULTATION_FORM,
  premium: PREMIUM_FORM,
  launch: LAUNCH_FORM,
  momentum: MOMENTUM_FORM,
  dominance: DOMINANCE_FORM,
  special_offer_claim: SPECIAL_OFFER_CLAIM_FORM,
  crm_trial: CRM_TRIAL_FORM,
  newsletter: NEWSLETTER_FORM,
  'boutique-quote': BOUTIQUE_QUOTE_FORM,
}

/** A layout without the fields' labels: the definition words every field for its messages, a page layout only those it names. */
const withoutLabels = (form: FormLayout) => ({
  id: form.id,
  action: form.action,
  names: form.names,
  groups: form.groups.map((group) => ({
    ...group,
    fields: group.fields.map(({ label: _label, ...field }) => field),
  })),
})

/** The fields a form refuses when everything is left empty, as a browser posts an empty form. */
function refusedWhenEmpty(id: FieldsFormId): string[] {
  const form = FORM_LAYOUTS[id]
  const empty = Object.fromEntries(form.names.map((name) => [name, '']))
  const result = HARD_HAT_FORMS.find((each) => each.id === id)?.validate(empty)
  return result && !result.ok ? Object.keys(result.fields) : []
}

describe('form fields', () => {
  it.each(HARD_HAT_FORMS.map((form) => form.id))(
    'renders %s on its page from the same fields its definition checks',
    (id) => {
      expect(withoutLabels(PAGE_LAYOUTS[id])).toEqual(withoutLabels(FORM_LAYOUTS[id]))
    },
  )

  it('has one page layout for every form, and a form for every page layout', () => {
    expect(Object.keys(PAGE_LAYOUTS).sort()).toEqual(HARD_HAT_FORMS.map((form) => form.id).sort())
  })

  it.each(HARD_HAT_FORMS.map((form) => form.id))(
    '%s marks required exactly the fields its schema refuses empty',
    (id) => {
      const required = fieldsOf(id)
        .filter((field) => field.isRequired)
        .map((field) => field.name)
      expect(required.sort()).toEqual(refusedWhenEmpty(id).sort())
    },
  )

  it.each(HARD_HAT_FORMS.map((form) => form.id))(
    '%s offers only choices its schema accepts, and every one of them',
    (id) => {
      const form = HARD_HAT_FORMS.find((each) => each.id === id)
      const shape = (form?.schema.shape ?? {}) as Record<
        string,
        { safeParse(v: unknown): { success: boolean } }
      >
      for (const field of fieldsOf(id).filter((each) => each.input === 'select')) {
        const values = field.options?.map((option) => option.value) ?? []
        expect(values.length, field.name).toBeGreaterThan(0)
        for (const value of values) expect(shape[field.name]?.safeParse(value).success).toBe(true)
        expect(shape[field.name]?.safeParse('not-an-option').success).toBe(false)
      }
    },
  )

  it('gives a legend id to every group of the referral form but the last', () => {
    expect(FORM_FIELDS.referral.map((group) => group.id)).toEqual([
      'yourDetails',
      'theirDetails',
      undefined,
    ])
  })

  it('asks the newsletter for an email only: the lead takes a name too, for other sites', () => {
    expect(FORM_DEFINITIONS.newsletter.names).toEqual(['email'])
  })

  it('gives the three offer forms the same fields and rules, each sent as its own', () => {
    const { 'one-page': onePage, 'offer-495': offer, 'offer-495-ended': ended } = FORM_DEFINITIONS
    expect(offer.groups).toEqual(onePage.groups)
    expect(ended.groups).toEqual(onePage.groups)
    expect(offer.toJSONSchema()).toEqual(onePage.toJSONSchema())
  })
})

describe('form fields against the specification', () => {
  const required = (id: FieldsFormId) =>
    fieldsOf(id)
      .filter((field) => field.isRequired)
      .map((field) => field.name)

  it('requires on the package forms the fields the specification requires', () => {
    expect(required('launch')).toEqual(['name', 'email', 'phone', 'company'])
    expect(required('momentum')).toEqual(['name', 'email', 'phone', 'company', 'goals'])
    expect(required('dominance')).toEqual([
      'name',
      'email',
      'phone',
      'company',
      'currentChallenges',
      'marketGoals',
    ])
    expect(required('boutique-quote')).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'companyName',
    ])
  })

  it('words the Dominance budget in pounds with an en dash', () => {
    const budget = fieldsOf('dominance').find((field) => field.name === 'budget')
    expect(budget?.options?.map((option) => option.value)).toEqual([
      '1k-3k',
      '3k-5k',
      '5k-10k',
      'over-10k',
    ])
    expect(budget?.options?.[0]?.label).toBe('£1,000–£3,000')
  })

  it('asks the referrer to confirm their contact agreed, before anything is sent', () => {
    expect(fieldsOf('referral').find((field) => field.name === 'hasPermission')).toMatchObject({
      input: 'checkbox',
      isRequired: true,
    })
  })
})
