import { toCsv } from '../../lib/csv.js'
import type { LeadFilter, Store, SubmissionRecord } from '../../store/types.js'
import { ukTime } from '../uk-time.js'
import { labelledFields, leadSummary } from './lead-view.js'

const COLUMNS = [
  'Received (UK time)',
  'Reference',
  'Form',
  'Name',
  'Email',
  'Phone',
  'Business',
  'Source page',
  'CRM',
  'Email notification',
  'Spam',
  'Referral code',
  'Fields',
] as const

type CsvRow = Record<(typeof COLUMNS)[number], string>
const CHUNK = 1000

function toRow(lead: SubmissionRecord): CsvRow {
  const who = leadSummary(lead)
  const status = (destination: string) =>
    lead.deliveries.find((delivery) => delivery.destination === destination)?.status ?? ''
  return {
    'Received (UK time)': ukTime(lead.createdAt),
    Reference: lead.reference,
    Form: lead.formType,
    Name: who.name,
    Email: who.email,
    Phone: who.phone,
    Business: who.business,
    'Source page': lead.sourcePage ?? '',
    CRM: status('crm'),
    'Email notification': status('email'),
    Spam: lead.isSpam ? 'yes' : 'no',
    'Referral code': lead.referralCode ?? '',
    Fields: labelledFields(lead)
      .map((field) => `${field.label}: ${field.value}`)
      .join('\n'),
  }
}

/**
 * The leads matching a filter as CSV, newest first, read a thousand at a time: UTF-8 with a byte
 * order mark so Excel shows "Siân" and "£", every cell defused against formulas.
 */
export async function leadsCsv(
  store: Store,
  filter: LeadFilter,
): Promise<{ csv: string; rows: number }> {
  const rows: CsvRow[] = []
  for (let offset = 0; ; offset += CHUNK) {
    const { leads } = await store.listLeads(filter, { limit: CHUNK, offset })
    rows.push(...leads.map(toRow))
    if (leads.length < CHUNK) break
  }
  return { csv: `\uFEFF${toCsv(COLUMNS, rows)}`, rows: rows.length }
}
