// Short ways to write Hard Hat's field lists, no zod: each gives a `FieldDefinition` (the same a
// `defineForm` user writes by hand) with its name, required flag and options kept as literal types,
// so each form's parsed data is typed from its fields.
import type { ChoiceOption } from '../fields'
import type { FieldDefinition, FieldInput } from '../form-layout'

/** The posting routes of Hard Hat's forms. */
export const ENQUIRY_ACTION = '/api/submit-enquiry'
export const LEADS_ACTION = '/api/leads'

type Words = Pick<FieldDefinition, 'label' | 'requiredMessage' | 'wide'>

const field =
  <const Type extends FieldInput, const Required extends boolean>(type: Type, required: Required) =>
  <const Name extends string, const Extra extends Words = Words>(
    name: Name,
    autocomplete?: string,
    extra?: Extra,
  ) =>
    ({ name, type, required, autocomplete, ...extra }) as {
      readonly name: Name
      readonly type: Type
      readonly required: Required
      readonly autocomplete?: string
    } & Extra

export const text = field('text', true)
export const optionalText = field('text', false)
export const email = field('email', true)
export const phone = field('tel', true)
export const optionalPhone = field('tel', false)
export const website = field('url', false)
export const textarea = field('textarea', true)
export const optionalTextarea = field('textarea', false)
export const hidden = field('hidden', false)
export const checkbox = field('checkbox', true)

/** A select that must be answered, with the words for an empty or unknown answer. */
export const select = <const Name extends string, const Options extends readonly ChoiceOption[]>(
  name: Name,
  options: Options,
  requiredMessage: string,
  wide?: boolean,
) => ({ name, type: 'select', required: true, options, requiredMessage, wide }) as const

/** A select that may be left on its placeholder. */
export const optionalSelect = <
  const Name extends string,
  const Options extends readonly ChoiceOption[],
>(
  name: Name,
  options: Options,
  requiredMessage: string,
) => ({ name, type: 'select', required: false, options, requiredMessage }) as const

export const firstName = text('firstName', 'given-name')
export const lastName = text('lastName', 'family-name')
export const yourEmail = email('email', 'email')
export const yourPhone = phone('phone', 'tel')
export const wideCompany = <const Name extends string>(name: Name) =>
  text(name, 'organization', { wide: true })
export const fullName = text('name', 'name')
