import { ATTRIBUTION_FIELDS } from '@hard-hat/forms'
import type { SubmissionRecord } from '../../store/types.js'

const LONDON = 'Europe/London'
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A time as the agency reads it: UK time, whatever the server's zone. */
export function ukTime(iso: string): string {
  return UK_TIME.format(new Date(iso))
}

function londonOffsetMs(atMs: number): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: LONDON, timeZoneName: 'longOffset' })
    .formatToParts(new Date(atMs))
    .find((part) => part.type === 'timeZoneName')?.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '')
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000
}

/** Midnight UK time at the start of today and of this week (Monday), as epoch milliseconds. */
export function ukDayAndWeekStart(nowMs: number): { todayStartMs: number; weekStartMs: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: LONDON,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })
      .formatToParts(new Date(nowMs))
      .map((part) => [part.type, part.value]),
  )
  const midnight = (dayOffset: number) => {
    const utcMidnight = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day) - dayOffset,
    )
    return utcMidnight - londonOffsetMs(utcMidnight)
  }
  const daysSinceMonday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    String(parts.weekday),
  )
  return { todayStartMs: midnight(0), weekStartMs: midnight(Math.max(daysSinceMonday, 0)) }
}

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

type Fields = Record<string, unknown>
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The fields a person filled in, wherever the endpoint nests them. */
function sentFields(lead: Pick<SubmissionRecord, 'kind' | 'payload'>): Fields {
  const payload = isRecord(lead.payload) ? lead.payload : {}
  if (lead.kind === 'lead' && isRecord(payload.formData)) return payload.formData
  if (lead.kind === 'boutique-quote' && isRecord(payload.contactInfo)) return payload.contactInfo
  return payload
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The columns of the list: who sent it and how to reach them. */
export function leadSummary(lead: Pick<SubmissionRecord, 'kind' | 'payload' | 'email'>) {
  const fields = sentFields(lead)
  const name =
    text(fields.name) || [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ')
  return {
    name,
    email: lead.email ?? text(fields.email),
    phone: text(fields.phone),
    business:
      text(fields.businessName) ||
      text(fields.companyName) ||
      text(fields.company) ||
      text(fields.business),
  }
}

const ATTRIBUTION = new Set<string>(ATTRIBUTION_FIELDS)
// Shown elsewhere on the page (quote lines, attribution) or never the visitor's words (spam signals).
const NOT_SENT_FIELDS = new Set(['meta', 'selectedFeatures', 'basePackage', 'total', 'timestamp'])

function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** Every field the visitor sent, labelled, nested groups flattened with their group's label. */
export function labelledFields(lead: Pick<SubmissionRecord, 'kind' | 'payload'>) {
  const rows: { label: string; value: string }[] = []
  const walk = (fields: Fields, prefix: string) => {
    for (const [key, value] of Object.entries(fields)) {
      if (NOT_SENT_FIELDS.has(key) || ATTRIBUTION.has(key)) continue
      if (isRecord(value)) walk(value, `${prefix}${labelOf(key)}: `)
      else if (formatValue(value) !== '')
        rows.push({ label: `${prefix}${labelOf(key)}`, value: formatValue(value) })
    }
  }
  walk(sentFields(lead), '')
  return rows
}

/** The attribution fields sent with the lead, and the page it came from. */
export function attributionOf(lead: Pick<SubmissionRecord, 'kind' | 'payload' | 'sourcePage'>) {
  const fields = sentFields(lead)
  const payload = isRecord(lead.payload) ? lead.payload : {}
  const rows = ATTRIBUTION_FIELDS.flatMap((key) => {
    const value = formatValue(fields[key] ?? payload[key])
    return value ? [{ label: labelOf(key), value }] : []
  })
  if (lead.sourcePage) rows.unshift({ label: 'Source page', value: lead.sourcePage })
  return rows
}

const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/** A boutique quote's lines as the visitor priced them: the package, each feature, the total. */
export function quoteLines(lead: Pick<SubmissionRecord, 'kind' | 'payload'>) {
  if (lead.kind !== 'boutique-quote' || !isRecord(lead.payload)) return undefined
  const { basePackage, selectedFeatures, total } = lead.payload
  const lines: { item: string; price: string }[] = []
  if (isRecord(basePackage)) {
    lines.push({
      item: `${text(basePackage.name)} package`,
      price: POUNDS.format(Number(basePackage.price)),
    })
  }
  if (Array.isArray(selectedFeatures)) {
    for (const feature of selectedFeatures) {
      if (isRecord(feature) && feature.selected === true) {
        lines.push({ item: text(feature.name), price: POUNDS.format(Number(feature.price)) })
      }
    }
  }
  return { lines, total: POUNDS.format(Number(total)) }
}
