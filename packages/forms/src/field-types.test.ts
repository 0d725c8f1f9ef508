import { describe, expect, expectTypeOf, it } from 'vitest'
import { defineForm, type FormFile } from './define-form'
import { parseFormPost } from './server/parse-form-post'

/** A roofer's enquiry: every field type beyond text, and a field shown on a condition. */
const roofForm = defineForm({
  id: 'roof',
  action: '/enquiries',
  fields: [
    { name: 'name', type: 'text', required: true, autocomplete: 'name' },
    {
      name: 'contactBy',
      type: 'radio',
      label: 'how to contact you',
      required: true,
      options: [
        { value: 'email', label: 'Email' },
        { value: 'phone', label: 'Phone' },
      ],
    },
    {
      name: 'phone',
      type: 'tel',
      label: 'phone number',
      required: true,
      showWhen: { field: 'contactBy', is: 'phone' },
    },
    {
      name: 'work',
      type: 'checkboxes',
      label: 'the work you need',
      required: true,
      options: [
        { value: 'gutters', label: 'Gutters' },
        { value: 'slates', label: 'Slates' },
        { value: 'chimney', label: 'Chimney' },
      ],
    },
    { name: 'storeys', type: 'number', label: 'number of storeys', required: true, min: 1, max: 5 },
    { name: 'budget', type: 'number', label: 'budget', decimals: true },
    { name: 'startBy', type: 'date', label: 'start date', min: '2026-01-01' },
    {
      name: 'photo',
      type: 'file',
      label: 'photo of the roof',
      accept: ['image/jpeg', 'image/png'],
      maxBytes: 1024,
    },
  ],
})

const photo = (bytes = 10, type = 'image/jpeg', name = 'roof.jpg') =>
  new File([new Uint8Array(bytes)], name, { type })

const good = {
  name: 'Rhys Evans',
  contactBy: 'email',
  work: ['slates', 'gutters'],
  storeys: '2',
  budget: '1,250.50',
  startBy: '2027-03-14',
}

describe('the field types beyond text', () => {
  it('parses a radio group, check boxes, a number, a date and a file to typed data', () => {
    const file = photo()
    const result = roofForm.validate({ ...good, phone: '', photo: [file] })
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Rhys Evans',
        contactBy: 'email',
        phone: '',
        // In the options' order, each once.
        work: ['gutters', 'slates'],
        storeys: 2,
        budget: 1250.5,
        startBy: '2027-03-14',
        photo: [file],
      },
    })
    if (result.ok) {
      expectTypeOf(result.data.contactBy).toEqualTypeOf<'email' | 'phone'>()
      expectTypeOf(result.data.work).toEqualTypeOf<('gutters' | 'slates' | 'chimney')[]>()
      expectTypeOf(result.data.storeys).toEqualTypeOf<number>()
      expectTypeOf(result.data.budget).toEqualTypeOf<number | undefined>()
      expectTypeOf(result.data.photo).toEqualTypeOf<FormFile[]>()
      expectTypeOf(result.data.phone).toEqualTypeOf<string>()
    }
  })

  it('checks each value against the options and bounds, in words that say what to do', () => {
    expect(
      roofForm.validate({
        name: 'Rhys',
        contactBy: 'fax',
        work: ['gutters', 'solar'],
        storeys: '9',
        budget: 'lots',
        startBy: '2027-02-30',
        photo: [photo(2048)],
      }),
    ).toEqual({
      ok: false,
      fields: {
        contactBy: 'Select how to contact you',
        work: 'Select the work you need',
        storeys: 'Number of storeys must be 5 or less',
        budget: 'Enter budget as a number, like 2.5',
        startBy: 'Start date must be a real date, like 2027-03-14',
        photo: 'Photo of the roof must be smaller than 1 KB',
      },
    })
    expect(
      roofForm.validate({
        ...good,
        storeys: '1.5',
        startBy: '2025-12-31',
        photo: photo(10, 'application/pdf', 'a.pdf'),
      }),
    ).toEqual({
      ok: false,
      fields: {
        storeys: 'Enter number of storeys as a whole number, like 4',
        startBy: 'Start date must be 2026-01-01 or later',
        photo: 'Photo of the roof must be a JPEG or PNG',
      },
    })
  })

  it('applies required to each type: nothing ticked, typed or chosen is named', () => {
    expect(roofForm.validate({ name: 'Rhys' })).toEqual({
      ok: false,
      fields: {
        contactBy: 'Select how to contact you',
        work: 'Select the work you need',
        storeys: 'Enter your number of storeys',
      },
    })
  })

  it('counts the empty file an empty file input posts as no file', () => {
    const result = roofForm.validate({ ...good, photo: [new File([], '')] })
    expect(result.ok && result.data.photo).toEqual([])
  })
})

describe('a field shown on a condition (showWhen)', () => {
  it('is required only while the other field has its value', () => {
    expect(roofForm.validate({ ...good, contactBy: 'phone', phone: '' })).toEqual({
      ok: false,
      fields: { phone: 'Enter your phone number' },
    })
    const shown = roofForm.validate({ ...good, contactBy: 'phone', phone: '029 2000 0000' })
    expect(shown.ok && shown.data.phone).toBe('029 2000 0000')
  })

  it('drops what was sent for it while hidden, even a value it would refuse', () => {
    const hidden = roofForm.validate({ ...good, contactBy: 'email', phone: 'x'.repeat(500) })
    expect(hidden.ok && hidden.data.phone).toBe('')
  })

  it('names its error beside the other fields’ errors, all at once', () => {
    const result = roofForm.validate({ ...good, contactBy: 'phone', storeys: '0' })
    expect(result.ok === false && result.fields).toEqual({
      phone: 'Enter your phone number',
      storeys: 'Number of storeys must be 1 or more',
    })
  })

  it('is never required by the browser, and keeps its condition for the renderer', () => {
    const phone = roofForm.fields.find((field) => field.name === 'phone')
    expect(phone).toMatchObject({
      isRequired: false,
      showWhen: { field: 'contactBy', is: 'phone' },
    })
  })

  it('says the same in the JSON Schema, as if/then', () => {
    const schema = roofForm.toJSONSchema() as {
      required: string[]
      allOf: unknown[]
      properties: Record<string, { enum?: string[] }>
    }
    expect(schema.required).not.toContain('phone')
    expect(schema.properties.contactBy?.enum).toEqual(['email', 'phone'])
    expect(schema.allOf).toEqual([
      {
        if: { properties: { contactBy: { enum: ['phone'] } }, required: ['contactBy'] },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, never awaited
        then: { properties: { phone: { minLength: 1 } }, required: ['phone'] },
      },
    ])
  })

  it('is shown by any value when `is` is left out, a ticked box included', () => {
    const form = defineForm({
      id: 'callback',
      fields: [
        { name: 'callMe', type: 'checkbox' },
        { name: 'phone', type: 'tel', required: true, showWhen: { field: 'callMe' } },
      ],
    })
    expect(form.validate({ callMe: 'true', phone: '' })).toEqual({
      ok: false,
      fields: { phone: 'Enter your phone' },
    })
    expect(form.validate({ callMe: '', phone: '' }).ok).toBe(true)
  })
})

describe('parseFormPost of every kind of post', () => {
  const multipart = () => {
    const body = new FormData()
    for (const [name, value] of Object.entries(good)) {
      for (const one of [value].flat()) body.append(name, one)
    }
    body.append('photo', photo())
    return body
  }

  it('reads FormData, files and repeated check boxes included', () => {
    const result = parseFormPost(roofForm, multipart())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.work).toEqual(['gutters', 'slates'])
    expect(result.data.photo.map((file) => file.name)).toEqual(['roof.jpg'])
    // A file cannot be given back to a browser: its value to draw the form again is ''.
    expect(result.values).toMatchObject({ work: ['slates', 'gutters'], photo: '' })
  })

  it('reads a web Request, urlencoded or multipart, and hands the files over unwritten', async () => {
    const urlencoded = new URLSearchParams()
    for (const [name, value] of Object.entries(good)) {
      for (const one of [value].flat()) urlencoded.append(name, one)
    }
    const fromForm = await parseFormPost(
      roofForm,
      new Request('https://roofs.example/enquiries', { method: 'POST', body: urlencoded }),
    )
    expect(fromForm.ok && fromForm.data.storeys).toBe(2)
    const fromMultipart = await parseFormPost(
      roofForm,
      new Request('https://roofs.example/enquiries', { method: 'POST', body: multipart() }),
    )
    expect(fromMultipart.ok).toBe(true)
    const file = fromMultipart.ok ? fromMultipart.data.photo[0] : undefined
    expect(file && new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array(10))
  })

  it('refuses a body larger than its files could be, before reading it whole', async () => {
    const body = new FormData()
    body.append('photo', photo(4096))
    // As a server receives it: bytes, with no length declared.
    const encoded = new Request('https://roofs.example/enquiries', { method: 'POST', body })
    const bytes = new Uint8Array(await encoded.arrayBuffer())
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes.slice(0, 1024))
        controller.enqueue(bytes.slice(1024))
        controller.close()
      },
    })
    const result = await parseFormPost(
      roofForm,
      new Request('https://roofs.example/enquiries', {
        method: 'POST',
        body: stream,
        duplex: 'half',
        headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      } as RequestInit),
      { maxBodyBytes: 2048 },
    )
    expect(result).toMatchObject({
      ok: false,
      errors: { _form: 'Choose smaller files: the form takes 2 KB at most' },
    })
  })

  it('answers a post it cannot read as an error, not a throw', async () => {
    const result = await parseFormPost(
      roofForm,
      new Request('https://roofs.example/enquiries', {
        method: 'POST',
        body: 'not multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      }),
    )
    expect(result).toMatchObject({
      ok: false,
      errors: { _form: 'Send the form again: its post could not be read' },
    })
  })
})

describe('a definition the engine does not understand', () => {
  it('is refused at run time, naming the key and what to use instead', () => {
    const field = { name: 'phone', type: 'tel', showIf: { field: 'contactBy' } } as const
    expect(() =>
      // @ts-expect-error: showIf is not a field key (TypeScript says "Use showWhen…")
      defineForm({ id: 'loud', fields: [{ name: 'contactBy', type: 'text' }, field] }),
    ).toThrow(
      'Use showWhen: { field, is } (@hard-hat/forms: the field "phone" of the form "loud" has the key "showIf", which is not a field key)',
    )
  })

  it('refuses a type it does not have, listing the ones it has', () => {
    const field = { name: 'colour', type: 'color' } as const
    // @ts-expect-error: "color" is not a field type
    expect(() => defineForm({ id: 'loud', fields: [field] })).toThrow(
      /^Use one of the types text, email, tel, url, textarea, select, radio, checkboxes, checkbox, number, date, file, hidden \(/,
    )
  })

  it('refuses a radio group without options, and a key its type does not take', () => {
    expect(() => defineForm({ id: 'loud', fields: [{ name: 'size', type: 'radio' }] })).toThrow(
      /^Give the radio "size" options: \[\{ value, label \}\]/,
    )
    expect(() =>
      defineForm({ id: 'loud', fields: [{ name: 'notes', type: 'textarea', min: 1 }] }),
    ).toThrow(/^Remove "min", or make the field one of the types number, date/)
  })

  it('refuses a showWhen on a field the form does not have', () => {
    expect(() =>
      defineForm({
        id: 'loud',
        fields: [{ name: 'phone', type: 'tel', showWhen: { field: 'contactBy' } }],
      }),
    ).toThrow(/^Make showWhen.field the name of another field of the form \(phone\)/)
  })

  it('types an unknown key as its fix, in fields and in groups', () => {
    expect(() =>
      defineForm({
        id: 'typed',
        // @ts-expect-error: "Use showWhen: { field, is }: "showIf" is not a field key"
        groups: [{ legend: 'You', fields: [{ name: 'a', type: 'text', showIf: 'b' }] }],
      }),
    ).toThrow(/^Use showWhen/)
  })
})
