import { ATTRIBUTION_FIELDS } from '@hard-hat/forms'
import type { StoredBody, SubmissionRecord } from '../../store/types.js'

// The labels the site's forms show for each field (specification 000 and 001).
const LABELS: Record<string, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  businessName: 'Business Name',
  companyName: 'Company Name',
  company: 'Company',
  business: 'Business Name',
  currentWebsite: 'Current Website',
  website: 'Website',
  priority: 'Main Priority',
  requirements: 'Requirements',
  message: 'Message',
  websiteGoal: 'Website Goal',
  mainServices: 'Main Services',
  projectType: 'Project Type',
  budget: 'Budget',
  timeline: 'Timeline',
  timeframe: 'Timeframe',
  description: 'Project Description',
  projectDetails: 'Project Details',
  package: 'Package',
  offer: 'Offer',
  currentMarketing: 'Current Marketing',
  goals: 'Goals',
  revenue: 'Annual Revenue',
  teamSize: 'Team Size',
  currentChallenges: 'Current Challenges',
  marketGoals: 'Market Goals',
  businessType: 'Business Type',
  referredName: 'Referred Business Name',
  referredEmail: 'Referred Email',
  referredPhone: 'Referred Phone',
  notes: 'Notes',
  hasPermission: 'Permission to contact',
  formType: 'Form',
  source: 'Source',
  referralSource: 'Referral Source',
  referralUserId: 'Referral User ID',
  packageType: 'Package Type',
  expectedReward: 'Expected Reward',
  sourceWebsite: 'Source Website',
  utmSource: 'UTM Source',
  utmMedium: 'UTM Medium',
  utmCampaign: 'UTM Campaign',
  pagePath: 'Page',
}

/** A field's label: the form's own, or its name in words. */
export function labelOf(key: string): string {
  return (
    LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  )
}

/** The fields a person filled in, wherever the endpoint nests them (none when unreadable). */
function sentFields(lead: StoredBody): object {
  switch (lead.kind) {
    case 'unreadable':
      return {}
    case 'lead':
      return lead.payload.formData
    case 'boutique-quote':
      return lead.payload.contactInfo
    case 'enquiry':
      return lead.payload
  }
}

/** A text field of a form's fields, or '' when the form has no such field. */
function textOf(fields: object, key: string): string {
  const value: unknown = Reflect.get(fields, key)
  return typeof value === 'string' ? value : ''
}

/** The columns of the list: who sent it and how to reach them. */
export function leadSummary(lead: StoredBody & Pick<SubmissionRecord, 'email'>) {
  const fields = sentFields(lead)
  const name =
    textOf(fields, 'name') ||
    [textOf(fields, 'firstName'), textOf(fields, 'lastName')].filter(Boolean).join(' ')
  return {
    name,
    email: lead.email ?? textOf(fields, 'email'),
    phone: textOf(fields, 'phone'),
    business:
      textOf(fields, 'businessName') ||
      textOf(fields, 'companyName') ||
      textOf(fields, 'company') ||
      textOf(fields, 'business'),
  }
}

// Shown elsewhere on the page (quote lines, attribution) or never the visitor's words (spam signals).
const NOT_SENT_FIELDS = new Set(['meta', 'attribution'])

function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

const isGroup = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every field the visitor sent, labelled, nested groups flattened with their group's label. */
export function labelledFields(lead: StoredBody) {
  const rows: { label: string; value: string }[] = []
  const walk = (fields: object, prefix: string) => {
    for (const [key, value] of Object.entries(fields)) {
      if (NOT_SENT_FIELDS.has(key)) continue
      if (isGroup(value)) walk(value, `${prefix}${labelOf(key)}: `)
      else if (formatValue(value) !== '')
        rows.push({ label: `${prefix}${labelOf(key)}`, value: formatValue(value) })
    }
  }
  if (lead.kind === 'unreadable') {
    // P-poison-row-set-aside: shown as unreadable, with its size, never a broken page.
    return [{ label: 'Unreadable', value: unreadableNote(lead) }]
  }
  walk(sentFields(lead), '')
  return rows
}

/**
 * The attribution fields sent with the lead (the contact form's and the calculator quote's), the
 * page its visit began on (decision 037) and the page it came from.
 */
export function attributionOf(lead: StoredBody & Pick<SubmissionRecord, 'sourcePage'>) {
  const payload: object = lead.kind === 'unreadable' ? {} : lead.payload
  const attribution = 'attribution' in payload ? payload.attribution : undefined
  const rows = ATTRIBUTION_FIELDS.flatMap((key) => {
    const value = typeof attribution === 'object' ? textOf(attribution ?? {}, key) : ''
    return value ? [{ label: labelOf(key), value }] : []
  })
  const meta = 'meta' in payload && typeof payload.meta === 'object' ? payload.meta : undefined
  const landingPage = textOf(meta ?? {}, 'landingPage')
  if (landingPage) rows.unshift({ label: 'Visit began on', value: landingPage })
  if (lead.sourcePage) rows.unshift({ label: 'Source page', value: lead.sourcePage })
  return rows
}

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** A boutique quote's lines as the visitor priced them: the package, each feature, the total. */
export function quoteLines(lead: StoredBody) {
  if (lead.kind !== 'boutique-quote') return undefined
  const { basePackage, selectedFeatures, total } = lead.payload
  const lines = [
    { item: `${basePackage.name} package`, price: POUNDS.format(basePackage.price) },
    ...selectedFeatures
      .filter((feature) => feature.selected)
      .map((feature) => ({ item: feature.name, price: POUNDS.format(feature.price) })),
  ]
  return { lines, total: POUNDS.format(total) }
}

/** What the inbox says of a stored lead that no longer parses: its size and why, never its text. */
export function unreadableNote(lead: Extract<StoredBody, { kind: 'unreadable' }>): string {
  return `Stored data unreadable (${lead.rawBytes} bytes): ${lead.reason}. It was set aside and not delivered; the raw row is still in the database.`
}
