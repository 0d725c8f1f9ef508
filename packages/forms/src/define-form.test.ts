import { describe, expect, expectTypeOf, it } from 'vitest'
import { defineForm, withFieldSchemas } from './define-form'
import { UK_PHONE_FORMAT_MESSAGE, UkPhoneSchema } from './fields'
import { layoutOf } from './form-layout'
import { parseFormPost } from './server/parse-form-post'

/** A form none of Hard Hat's forms is like: a marina's berth enquiry. */
const berthForm = defineForm({
  id: 'berth',
  action: '/enquiries',
  groups: [
    {
      legend: 'You',
      fields: [
        { name: 'name', type: 'text', label: 'name', required: true, autocomplete: 'name' },
        {
          name: 'email',
          type: 'email',
          label: 'email address',
          required: true,
          autocomplete: 'email',
        },
        { name: 'phone', type: 'tel', label: 'phone number', autocomplete: 'tel' },
      ],
    },
    {
      legend: 'Your boat',
      fields: [
        {
          name: 'boatLength',
          type: 'select',
          label: 'your boat length',
          required: true,
          options: [
            { value: 'under-10m', label: 'Under 10 m' },
            { value: '10-20m', label: '10 to 20 m' },
          ],
        },
        { name: 'website', type: 'url', label: 'website address' },
        { name: 'notes', type: 'textarea', label: 'notes', maxLength: 20 },
        { name: 'source', type: 'hidden', label: 'source' },
        {
          name: 'consent',
          type: 'checkbox',
          label: 'consent',
          required: true,
          requiredMessage: 'Tick the box to let us contact you',
        },
      ],
    },
  ],
  refine: (data, ctx) => {
    if (data.boatLength === '10-20m' && data.phone === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Enter a phone number for a boat this long',
      })
    }
  },
  toBody: (data) => ({ customer: { name: data.name, email: data.email }, boat: data.boatLength }),
  wireNames: { 'customer.name': 'name' },
})

const good = {
  name: 'Aoife Byrne',
  email: 'aoife@example.ie',
  phone: '',
  boatLength: 'under-10m',
  website: '',
  notes: '',
  source: 'ad',
  consent: 'true',
}

describe('defineForm', () => {
  it('lays out the fields in their groups with legends, autocomplete and options', () => {
    expect(berthForm.groups.map((group) => group.legend)).toEqual(['You', 'Your boat'])
    expect(berthForm.names).toEqual([
      'name',
      'email',
      'phone',
      'boatLength',
      'website',
      'notes',
      'source',
      'consent',
    ])
    expect(berthForm.fields[1]).toEqual({
      name: 'email',
      input: 'email',
      isRequired: true,
      autoComplete: 'email',
      label: 'email address',
    })
  })

  it('parses good values into typed data and maps them to the wire body', () => {
    const result = berthForm.validate(good)
    expect(result).toEqual({ ok: true, data: { ...good, consent: true } })
    if (result.ok) {
      expectTypeOf(result.data.consent).toEqualTypeOf<boolean>()
      expectTypeOf(result.data.boatLength).toEqualTypeOf<'under-10m' | '10-20m'>()
    }
    expect(berthForm.toRequest(good)).toEqual({
      ok: true,
      data: { customer: { name: 'Aoife Byrne', email: 'aoife@example.ie' }, boat: 'under-10m' },
    })
  })

  it('names every field at fault in words that say how to fix it', () => {
    const result = berthForm.validate({
      name: ' ',
      email: 'aoife@example',
      phone: 'call me',
      boatLength: 'huge',
      website: 'not a site',
      notes: 'x'.repeat(21),
      consent: '',
    })
    expect(result).toEqual({
      ok: false,
      fields: {
        name: 'Enter your name',
        email: 'Enter an email address in the correct format, like name@example.com',
        phone: 'Enter phone number in the correct format, like +353 1 555 0100',
        boatLength: 'Select your boat length',
        website: 'Enter a website address in the correct format, like www.example.co.uk',
        notes: 'Notes must be 20 characters or fewer',
        consent: 'Tick the box to let us contact you',
      },
    })
  })

  it('runs the extra rules once the fields are valid', () => {
    expect(berthForm.validate({ ...good, boatLength: '10-20m' })).toEqual({
      ok: false,
      fields: { phone: 'Enter a phone number for a boat this long' },
    })
  })

  it("carries a server's errors on body paths back to the form's fields", () => {
    expect(
      berthForm.toFormFieldErrors({ 'customer.name': 'Too short', 'customer.email': 'No' }),
    ).toEqual({
      name: 'Too short',
      email: 'No',
    })
  })

  it('gives the JSON Schema of its values, so another stack can validate the same form', () => {
    const schema = berthForm.toJSONSchema() as {
      properties: Record<string, { maxLength?: number }>
      required?: string[]
    }
    expect(Object.keys(schema.properties)).toEqual(berthForm.names)
    expect(schema.properties.notes?.maxLength).toBe(20)
    expect(schema.properties.email?.maxLength).toBe(254)
  })

  it("takes a field's own schema in place of its type's", () => {
    const uk = defineForm({
      id: 'uk',
      fields: [{ name: 'phone', type: 'tel', label: 'phone number', schema: UkPhoneSchema }],
    })
    expect(uk.validate({ phone: '+353 1 555 0100' })).toEqual({
      ok: false,
      fields: { phone: UK_PHONE_FORMAT_MESSAGE },
    })
    expect(uk.validate({ phone: '01632 960001' }).ok).toBe(true)
  })

  it('refuses two fields with one name, and a select without options', () => {
    const text = { type: 'text', label: 'name' } as const
    expect(() =>
      defineForm({
        id: 'twice',
        fields: [
          { ...text, name: 'a' },
          { ...text, name: 'a' },
        ],
      }),
    ).toThrow(/^Rename one of the two fields named "a" \(@hard-hat\/forms: the form "twice"/)
    expect(() =>
      defineForm({ id: 'empty', fields: [{ name: 's', type: 'select', label: 's', options: [] }] }),
    ).toThrow(/^Give the select "s" options: \[\{ value, label \}\]/)
  })
})

describe('parseFormPost', () => {
  it('parses a urlencoded post as URLSearchParams or as a plain object', () => {
    const params = new URLSearchParams({ ...good, unrelated: 'ignored' })
    const parsed = { ok: true, data: { ...good, consent: true }, values: good }
    expect(parseFormPost(berthForm, params)).toEqual(parsed)
    expect(parseFormPost(berthForm, { ...good, name: ['Aoife Byrne', 'second'] })).toEqual(parsed)
  })

  it('answers the errors with every value as it was sent, an unticked box as empty', () => {
    const { consent: _, ...unticked } = good
    const result = parseFormPost(berthForm, new URLSearchParams({ ...unticked, email: 'nope' }))
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'Enter an email address in the correct format, like name@example.com',
        consent: 'Tick the box to let us contact you',
      },
      values: { ...good, email: 'nope', consent: '' },
    })
  })

  it('uses the same words as the browser', () => {
    const values = { ...good, name: '' }
    const browser = berthForm.validate(values)
    const server = parseFormPost(berthForm, values)
    expect(server.ok === false && server.errors).toEqual(browser.ok === false && browser.fields)
  })
})

describe('a form whose page imports its fields without zod', () => {
  const fields = [
    { name: 'companyName', type: 'text', required: true, autocomplete: 'organization' },
    { name: 'phone', type: 'tel', required: true, autocomplete: 'tel' },
    {
      name: 'berth',
      type: 'select',
      options: [
        { value: 'a', label: 'Pontoon A' },
        { value: 'b', label: 'Pontoon B' },
      ],
      requiredMessage: 'Select a pontoon',
    },
  ] as const
  const layout = layoutOf({ id: 'berth', action: '/berths', fields })
  const form = defineForm({
    id: layout.id,
    action: layout.action,
    fields: withFieldSchemas(fields, { phone: UkPhoneSchema }),
  })

  it('lays the page out with the same fields, names and action as the definition', () => {
    expect(layout).toEqual({
      id: 'berth',
      action: '/berths',
      names: ['companyName', 'phone', 'berth'],
      groups: [{ fields: form.fields.map(({ label: _label, ...field }) => field) }],
    })
    expect(form.names).toEqual(layout.names)
  })

  it('words a field without a label by its name, and checks it with its own schema', () => {
    expect(form.validate({ companyName: ' ', phone: '12', berth: 'c' })).toEqual({
      ok: false,
      fields: {
        companyName: 'Enter your company name',
        phone: UK_PHONE_FORMAT_MESSAGE,
        berth: 'Select a pontoon',
      },
    })
    expect(form.validate({ companyName: 'x'.repeat(201), phone: '01632 960001' })).toEqual({
      ok: false,
      fields: { companyName: 'Company name must be 200 characters or fewer' },
    })
  })

  it("lists a select's values in its JSON Schema, an optional one with its empty placeholder", () => {
    const schema = form.toJSONSchema() as { properties: Record<string, { enum?: string[] }> }
    expect(schema.properties.berth?.enum).toEqual(['', 'a', 'b'])
  })

  it('keeps a group id for legends worded elsewhere', () => {
    const grouped = layoutOf({ id: 'grouped', groups: [{ id: 'you', fields }, { fields }] })
    expect(grouped.groups.map((group) => group.id)).toEqual(['you', undefined])
    expect(grouped.action).toBeUndefined()
  })
})
