import * as z from 'zod/mini'
import { hasForbiddenCharacters } from './text-rules'

/** Longest single-line answer accepted (names, business names, short answers). */
export const MAX_SHORT_TEXT_LENGTH = 200
/** Longest multi-line answer accepted (messages, project details, notes). */
export const MAX_LONG_TEXT_LENGTH = 5000
/** Longest email address accepted (the SMTP path limit). */
export const MAX_EMAIL_LENGTH = 254
/** Longest phone number accepted, as typed (spaces and punctuation included). */
export const MAX_PHONE_LENGTH = 30
/** Longest website address accepted. */
export const MAX_URL_LENGTH = 2000

const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i

/** Options shared by the text field builders. */
export interface TextFieldOptions {
  /** The field's name as people read it, used in messages ("First name must be 200 characters or fewer"). */
  label: string
  /** Longest accepted value after trimming. Defaults to 200, or 5000 when `multiline`. */
  maxLength?: number
  /** True for text areas: tabs and line breaks are then allowed. */
  multiline?: boolean
}

function capitalise(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1)
}

function controlCharacterMessage(label: string): string {
  return `${capitalise(label)} must not include hidden control characters`
}

function tooLongMessage(label: string, maxLength: number): string {
  return `${capitalise(label)} must be ${maxLength} characters or fewer`
}

function safeText(typeMessage: string, options: TextFieldOptions) {
  const maxLength =
    options.maxLength ?? (options.multiline ? MAX_LONG_TEXT_LENGTH : MAX_SHORT_TEXT_LENGTH)
  const multiline = options.multiline ?? false
  return z.string({ error: typeMessage }).check(
    z.trim(),
    // One spelling of each letter (NFC): "Siân" typed as a + combining circumflex is stored,
    // searched and counted as the same "Siân" (the length limit counts the composed text).
    z.overwrite((value) => value.normalize('NFC')),
    z.maxLength(maxLength, tooLongMessage(options.label, maxLength)),
    z.refine((value) => !hasForbiddenCharacters(value, { multiline }), {
      message: controlCharacterMessage(options.label),
      abort: true,
    }),
  )
}

/**
 * A required, trimmed, length-capped text field. `emptyMessage` tells people what to enter.
 * @example requiredText('Enter your first name', { label: 'first name' })
 */
export function requiredText(emptyMessage: string, options: TextFieldOptions) {
  return safeText(emptyMessage, options).check(
    z.refine((value) => value.length > 0, { message: emptyMessage }),
  )
}

/** An optional, trimmed, length-capped text field: missing becomes the empty string. */
export function optionalText(options: TextFieldOptions) {
  return z._default(safeText(`Enter ${options.label} as text`, options), '')
}

/** True when the text is an email address in the shape the forms accept. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value)
}

/** Message for an email address that is not in the right shape. */
export const EMAIL_FORMAT_MESSAGE =
  'Enter an email address in the correct format, like name@example.com'

/**
 * A required email address field with its own "empty" message.
 * @example emailField('Enter their email address')
 */
export function emailField(emptyMessage = 'Enter your email address') {
  return requiredText(emptyMessage, { label: 'email address', maxLength: MAX_EMAIL_LENGTH }).check(
    z.refine((value) => value.length === 0 || isEmailAddress(value), {
      message: EMAIL_FORMAT_MESSAGE,
    }),
  )
}

/** A required email address: "Enter your email address", then the format message. */
export const EmailSchema = emailField()

/**
 * Turns a UK phone number as typed into its national digits ("01632960001"), or null when it is
 * not one: digits, spaces, brackets, hyphens and a leading +44 (or 0044, with an optional "(0)").
 * @example toNationalUkPhone('+44 (0)1632 960 001') // '01632960001'
 */
export function toNationalUkPhone(value: string): string | null {
  const trimmed = value.trim()
  if (!PHONE_CHARACTERS.test(trimmed)) return null
  let digits = trimmed.replace(/\(0\)/g, '').replace(/\D/g, '')
  const isInternational = trimmed.startsWith('+') || digits.startsWith('0044')
  if (trimmed.startsWith('+') && !digits.startsWith('44')) return null
  if (isInternational) digits = `0${digits.replace(/^(?:00)?44/, '').replace(/^0/, '')}`
  if (!digits.startsWith('0')) return null
  return digits.length === 10 || digits.length === 11 ? digits : null
}

/** Message for a phone number that is not a UK number. */
export const UK_PHONE_FORMAT_MESSAGE =
  'Enter a UK phone number, like 01632 960 001 or +44 1632 960 001'

/**
 * A required UK phone number field with its own "empty" message; the value is kept as typed.
 * @example ukPhoneField('Enter their phone number')
 */
export function ukPhoneField(emptyMessage = 'Enter your phone number') {
  return requiredText(emptyMessage, { label: 'phone number', maxLength: MAX_PHONE_LENGTH }).check(
    z.refine((value) => value.length === 0 || toNationalUkPhone(value) !== null, {
      message: UK_PHONE_FORMAT_MESSAGE,
    }),
  )
}

/** A required UK phone number: "Enter your phone number", then the format message. */
export const UkPhoneSchema = ukPhoneField()

/** An optional UK phone number: empty or missing is allowed (and becomes ''). */
export const OptionalUkPhoneSchema = z._default(
  safeText('Enter a phone number as text', {
    label: 'phone number',
    maxLength: MAX_PHONE_LENGTH,
  }).check(
    z.refine((value) => value.length === 0 || toNationalUkPhone(value) !== null, {
      message: UK_PHONE_FORMAT_MESSAGE,
    }),
  ),
  '',
)

/**
 * True when the text is a web address people would type: with http(s):// or a bare domain
 * such as "www.example.co.uk/about".
 */
export function isWebsiteAddress(value: string): boolean {
  if (/\s/.test(value)) return false
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value)
      return BARE_DOMAIN.test(url.host) || url.hostname === 'localhost'
    } catch {
      return false
    }
  }
  return BARE_DOMAIN.test(value)
}

/** Message for a website address that is not in the right shape. */
export const URL_FORMAT_MESSAGE =
  'Enter a website address in the correct format, like www.example.co.uk'

/** An optional website address (with or without https://): empty or missing becomes ''. */
export const OptionalUrlSchema = z._default(
  safeText('Enter a website address as text', {
    label: 'website address',
    maxLength: MAX_URL_LENGTH,
  }).check(
    z.refine((value) => value.length === 0 || isWebsiteAddress(value), {
      message: URL_FORMAT_MESSAGE,
    }),
  ),
  '',
)

/** A choice in a select list: the stored value and the words shown. */
export interface ChoiceOption<Value extends string = string> {
  readonly value: Value
  readonly label: string
}

type Values<Options extends readonly ChoiceOption[]> = Options[number]['value']

function valuesOf<const Options extends readonly ChoiceOption[]>(options: Options) {
  return options.map((option) => option.value) as unknown as [Values<Options>, ...Values<Options>[]]
}

/**
 * A required select: the value must be one of the options (the empty placeholder is refused).
 * @example requiredChoice(PRIORITY_OPTIONS, 'Select your main priority')
 */
export function requiredChoice<const Options extends readonly ChoiceOption[]>(
  options: Options,
  message: string,
) {
  return z.enum(valuesOf(options), { error: message })
}

/** An optional select: one of the options, or '' (the placeholder) when nothing was chosen. */
export function optionalChoice<const Options extends readonly ChoiceOption[]>(
  options: Options,
  message: string,
) {
  return z._default(
    z.enum(['', ...valuesOf(options)] as [Values<Options> | '', ...(Values<Options> | '')[]], {
      error: message,
    }),
    '',
  )
}

/** Words for an option value, or the value itself when it is not in the list ('' stays ''). */
export function labelFor(options: readonly ChoiceOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}
