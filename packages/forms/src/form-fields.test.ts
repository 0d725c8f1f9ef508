import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { FORM_DEFINITIONS } from './form-definitions'
import { type FieldsFormId, FORM_FIELDS, fieldsOf } from './form-fields'
import { FORM_IDS } from './native-forms'
import { QuoteContactSchema } from './schemas/quote-contact'

const schemaOf = (id: FieldsFormId): z.ZodObject =>
  id === 'boutique-quote' ? QuoteContactSchema : FORM_DEFINITIONS[id].schema

const ALL_IDS = [...FORM_IDS, 'boutique-quote'] as const

/** The fields a form refuses when everything is left empty, as a browser posts an empty form. */
function refusedWhenEmpty(id: FieldsFormId): string[] {
  const schema = schemaOf(id)
  const empty = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']))
  const result = schema.safeParse(empty)
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))]
}

describe('form fields', () => {
  it.each(ALL_IDS)('%s shows only fields its schema reads, each once', (id) => {
    const names = fieldsOf(id).map((field) => field.name)
    expect(new Set(names).size).toBe(names.length)
    expect(Object.keys(schemaOf(id).shape)).toEqual(expect.arrayContaining(names))
  })

  it.each(ALL_IDS)('%s marks required exactly the fields its schema refuses empty', (id) => {
    const required = fieldsOf(id)
      .filter((field) => field.isRequired)
      .map((field) => field.name)
    expect(required.sort()).toEqual(refusedWhenEmpty(id).sort())
  })

  it.each(ALL_IDS)('%s offers only choices its schema accepts, and every one of them', (id) => {
    const shape = schemaOf(id).shape as Record<string, z.ZodType>
    for (const field of fieldsOf(id).filter((each) => each.input === 'select')) {
      const values = field.options?.map((option) => option.value) ?? []
      expect(values.length, field.name).toBeGreaterThan(0)
      for (const value of values) expect(shape[field.name]?.safeParse(value).success).toBe(true)
      expect(shape[field.name]?.safeParse('not-an-option').success).toBe(false)
    }
  })

  it('gives a legend id to every group of the referral form but the last', () => {
    expect(FORM_FIELDS.referral.map((group) => group.id)).toEqual([
      'yourDetails',
      'theirDetails',
      undefined,
    ])
  })

  it('leaves out of the page only fields a scripts-off post may omit', () => {
    // The newsletter asks for an email only: its optional name is for other sites' forms.
    const shown = new Set(fieldsOf('newsletter').map((field) => field.name))
    expect(
      Object.keys(FORM_DEFINITIONS.newsletter.schema.shape).filter((n) => !shown.has(n)),
    ).toEqual(['name'])
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
