import { CLAIM_SCHEMAS, type ClaimKey, type ClaimValues } from '@hard-hat/content'

/** One input of a claim's form: its path in the claim's value, its label, and whether a number. */
export interface ClaimField {
  /** The path in the value, dotted: the input's `name` and the zod issue's path ("stats.0.value"). */
  readonly name: string
  readonly label: string
  readonly hint?: string
  readonly isNumber: boolean
}

const slots: readonly ClaimField[] = [
  { name: 'left', label: 'Places left', isNumber: true },
  { name: 'total', label: 'Places in all', isNumber: true },
]

/** The inputs of each claim's form, in the order the page shows them. */
export const CLAIM_FIELDS: Readonly<Record<ClaimKey, readonly ClaimField[]>> = {
  'premium-slots': slots,
  'offer-slots': slots,
  clients: [{ name: 'count', label: 'Clients', hint: 'Shown as “150+”', isNumber: true }],
  rating: [
    { name: 'value', label: 'Average rating out of 5', hint: 'Like 4.9', isNumber: true },
    { name: 'count', label: 'Number of reviews', isNumber: true },
  ],
  results: [0, 1, 2].flatMap((index) => [
    {
      name: `stats.${index}.value`,
      label: `Figure ${index + 1}`,
      ...(index === 0 ? { hint: 'Like 68% or 2.4x' } : {}),
      isNumber: false,
    },
    { name: `stats.${index}.label`, label: `What figure ${index + 1} measures`, isNumber: false },
  ]),
}

/** A value's input as text, for the form: `stats.0.value` of `{ stats: [{ value: '68%' }] }`. */
export function fieldText(value: unknown, name: string): string {
  let at: unknown = value
  for (const part of name.split('.')) {
    at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined
  }
  return at === undefined || at === null ? '' : String(at)
}

/** A number typed in a form, or the text as it is (the schema then says to give a number). */
const numberOf = (text: string): number | string => {
  const trimmed = text.trim()
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** The value a claim's form posted, built from its inputs, before its schema checks it. */
export function formValue(key: ClaimKey, form: Readonly<Record<string, unknown>>): unknown {
  const value: Record<string, unknown> = {}
  for (const field of CLAIM_FIELDS[key]) {
    const sent = form[field.name]
    const text = typeof sent === 'string' ? sent : ''
    const parts = field.name.split('.')
    let at: Record<string, unknown> | unknown[] = value
    parts.forEach((part, index) => {
      const isLast = index === parts.length - 1
      const slot = at as Record<string, unknown>
      if (isLast) {
        slot[part] = field.isNumber ? numberOf(text) : text
      } else {
        slot[part] ??= /^\d+$/.test(parts[index + 1] ?? '') ? [] : {}
        at = slot[part] as Record<string, unknown>
      }
    })
  }
  return value
}

/** A claim's form checked by its schema: the value, or each problem by input name. */
export function parseClaimForm<Key extends ClaimKey>(
  key: Key,
  form: Readonly<Record<string, unknown>>,
):
  | { readonly value: ClaimValues[Key]; readonly problems?: undefined }
  | { readonly value?: undefined; readonly problems: Readonly<Record<string, string>> } {
  const result = CLAIM_SCHEMAS[key].safeParse(formValue(key, form))
  if (result.success) return { value: result.data as ClaimValues[Key] }
  const problems: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const name = issue.path.join('.')
    const field =
      CLAIM_FIELDS[key].find((each) => each.name === name)?.name ?? CLAIM_FIELDS[key][0]?.name ?? ''
    problems[field] ??= issue.message
  }
  return { problems }
}
