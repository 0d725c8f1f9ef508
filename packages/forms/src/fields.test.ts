import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './field-errors'
import {
  EMAIL_FORMAT_MESSAGE,
  EmailSchema,
  emailField,
  isWebsiteAddress,
  labelFor,
  OptionalUkPhoneSchema,
  OptionalUrlSchema,
  optionalChoice,
  optionalText,
  requiredChoice,
  requiredText,
  toNationalUkPhone,
  UK_PHONE_FORMAT_MESSAGE,
  UkPhoneSchema,
} from './fields'
import { BUSINESS_TYPE_OPTIONS } from './options'
import { hasForbiddenCharacters } from './text-rules'

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message
}

describe('EmailSchema', () => {
  it.each(['name@example.com', 'sam.sample@builders.example', "o'neil+quotes@roofing.co.uk"])(
    'accepts %s',
    (email) => {
      expect(EmailSchema.parse(email)).toBe(email)
    },
  )

  it('trims spaces around the address', () => {
    expect(EmailSchema.parse('  name@example.com ')).toBe('name@example.com')
  })

  it.each([
    'name',
    'name@',
    '@example.com',
    'name@example',
    'na me@example.com',
    'a..b@example.com',
  ])('refuses %s with the format message', (email) => {
    expect(messageOf(EmailSchema.safeParse(email))).toBe(EMAIL_FORMAT_MESSAGE)
  })

  it('asks for an address when empty, with the field’s own words', () => {
    expect(messageOf(EmailSchema.safeParse(''))).toBe('Enter your email address')
    expect(messageOf(emailField('Enter their email address').safeParse(' '))).toBe(
      'Enter their email address',
    )
  })

  it('refuses an address over 254 characters', () => {
    const email = `${'a'.repeat(250)}@example.com`
    expect(messageOf(EmailSchema.safeParse(email))).toBe(
      'Email address must be 254 characters or fewer',
    )
  })

  it('says what to enter when the value is not text at all', () => {
    expect(messageOf(EmailSchema.safeParse(42))).toBe('Enter your email address')
  })
})

describe('UK phone numbers', () => {
  it.each([
    ['01632 960001', '01632960001'],
    ['01632960001', '01632960001'],
    ['(01632) 960-001', '01632960001'],
    ['+44 1632 960001', '01632960001'],
    ['+44 (0)1632 960001', '01632960001'],
    ['0044 1632 960001', '01632960001'],
    ['07700 900123', '07700900123'],
    ['0113 496 0000', '01134960000'],
    ['0800 123456', '0800123456'],
  ])('reads %s as %s', (typed, national) => {
    expect(toNationalUkPhone(typed)).toBe(national)
    expect(UkPhoneSchema.parse(typed)).toBe(typed)
  })

  it.each([
    '12345',
    '1632 960001',
    '+1 202 555 0100',
    '016329600011234',
    '0163296',
    '01632 960001 ext 2',
    '01632.960001',
    '44 1632 960001',
  ])('refuses %s', (typed) => {
    expect(toNationalUkPhone(typed)).toBeNull()
    expect(messageOf(UkPhoneSchema.safeParse(typed))).toBe(UK_PHONE_FORMAT_MESSAGE)
  })

  it('asks for a phone number when empty', () => {
    expect(messageOf(UkPhoneSchema.safeParse(''))).toBe('Enter your phone number')
  })

  it('lets an optional phone be empty or missing, and still checks it when given', () => {
    expect(OptionalUkPhoneSchema.parse('')).toBe('')
    expect(OptionalUkPhoneSchema.parse(undefined)).toBe('')
    expect(OptionalUkPhoneSchema.parse(' 01632 960001 ')).toBe('01632 960001')
    expect(messageOf(OptionalUkPhoneSchema.safeParse('999'))).toBe(UK_PHONE_FORMAT_MESSAGE)
  })
})

describe('OptionalUrlSchema', () => {
  it.each([
    'https://builders.example',
    'http://www.roofing.co.uk/about?x=1',
    'www.roofing.co.uk',
    'roofing.co.uk/contact',
  ])('accepts %s', (url) => {
    expect(OptionalUrlSchema.parse(url)).toBe(url)
    expect(isWebsiteAddress(url)).toBe(true)
  })

  it.each(['not a site', 'roofing', 'ftp://roofing.co.uk', 'https://', 'javascript:alert(1)'])(
    'refuses %s',
    (url) => {
      expect(messageOf(OptionalUrlSchema.safeParse(url))).toBe(
        'Enter a website address in the correct format, like www.example.co.uk',
      )
    },
  )

  it('reads empty or missing as ""', () => {
    expect(OptionalUrlSchema.parse('')).toBe('')
    expect(OptionalUrlSchema.parse(undefined)).toBe('')
  })
})

describe('text fields', () => {
  const firstName = requiredText('Enter your first name', { label: 'first name' })

  it('trims and keeps the text', () => {
    expect(firstName.parse('  Sam ')).toBe('Sam')
  })

  it('asks for the field when missing or blank', () => {
    expect(toFieldErrors(firstName.safeParse(undefined).error ?? { issues: [] })).toEqual({
      _form: 'Enter your first name',
    })
    expect(messageOf(firstName.safeParse(' \t '))).toBe('Enter your first name')
  })

  it('names the field and the limit when too long', () => {
    expect(messageOf(firstName.safeParse('x'.repeat(201)))).toBe(
      'First name must be 200 characters or fewer',
    )
    expect(firstName.parse('x'.repeat(200))).toHaveLength(200)
    const notes = optionalText({ label: 'notes', multiline: true })
    expect(notes.safeParse('x'.repeat(5000)).success).toBe(true)
    expect(messageOf(notes.safeParse('x'.repeat(5001)))).toBe(
      'Notes must be 5000 characters or fewer',
    )
  })

  it('stores one spelling of each letter (NFC), counting the limit on it', () => {
    expect(firstName.parse('Sia\u0302n')).toBe('Siân')
    expect(firstName.parse(`${'e\u0301'.repeat(200)}`)).toBe('é'.repeat(200))
  })

  it('refuses bidi controls and zero-width spaces on one line, and keeps them in multi-line text', () => {
    for (const text of ['\u202Eevil', 'Al\u200Bex', 'a\u2066b\u2069', 'Bo\uFEFFb', 'x\u200Ey']) {
      expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true)
      expect(hasForbiddenCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(false)
    }
    // Joiners stay: emoji sequences and several scripts need them.
    expect(hasForbiddenCharacters('👩\u200D🔧 می\u200Cخواهم')).toBe(false)
  })

  it('refuses a NUL byte with a message naming the field', () => {
    expect(messageOf(firstName.safeParse('Sa\u0000m'))).toBe(
      'First name must not include hidden control characters',
    )
  })

  it('refuses any text holding a C0 control, DEL or a lone surrogate (whitespace at the ends is trimmed first)', () => {
    const forbidden = fc.constantFrom(
      ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
      '\u007F',
      '\uD800',
      '\uDFFF',
    )
    fc.assert(
      fc.property(fc.string(), forbidden, fc.string(), (before, bad, after) => {
        const text = `${before}a${bad}b${after}`
        return hasForbiddenCharacters(text) && !firstName.safeParse(text).success
      }),
    )
  })

  it('lets multi-line text keep tabs and line breaks only', () => {
    expect(hasForbiddenCharacters('a\r\n\tb', { multiline: true })).toBe(false)
    expect(hasForbiddenCharacters('a\r\n\tb')).toBe(true)
    expect(hasForbiddenCharacters('a\u000Bb', { multiline: true })).toBe(true)
    expect(hasForbiddenCharacters('a\u0000b', { multiline: true })).toBe(true)
    expect(hasForbiddenCharacters('a\u0085b', { multiline: true })).toBe(true)
  })

  it('accepts ordinary text in any script, emoji included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 50 }), (text) => {
        const hasControl = Array.from(text).some((char) => {
          const code = char.charCodeAt(0)
          return code < 0x20 || (code >= 0x7f && code <= 0x9f)
        })
        return hasForbiddenCharacters(text) === hasControl
      }),
    )
    expect(firstName.parse('Zoë 😀 Ó Súilleabháin')).toBe('Zoë 😀 Ó Súilleabháin')
  })

  it('reads a missing optional text as ""', () => {
    expect(optionalText({ label: 'notes' }).parse(undefined)).toBe('')
  })
})

describe('choices', () => {
  const businessType = requiredChoice(BUSINESS_TYPE_OPTIONS, 'Select your type of business')
  const optionalType = optionalChoice(BUSINESS_TYPE_OPTIONS, 'Select your type of business')

  it('accepts the values of the list', () => {
    for (const option of BUSINESS_TYPE_OPTIONS)
      expect(businessType.parse(option.value)).toBe(option.value)
  })

  it('refuses the placeholder and labels when required', () => {
    expect(messageOf(businessType.safeParse(''))).toBe('Select your type of business')
    expect(messageOf(businessType.safeParse('General Building'))).toBe(
      'Select your type of business',
    )
  })

  it('lets an optional choice be empty or missing', () => {
    expect(optionalType.parse('')).toBe('')
    expect(optionalType.parse(undefined)).toBe('')
    expect(messageOf(optionalType.safeParse('plasterer'))).toBe('Select your type of business')
  })

  it('gives the words for a value', () => {
    expect(labelFor(BUSINESS_TYPE_OPTIONS, 'heating')).toBe('Heating & Gas')
    expect(labelFor(BUSINESS_TYPE_OPTIONS, 'unknown')).toBe('unknown')
  })
})
