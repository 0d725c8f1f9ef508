import type { LeadFormData, LeadFormType } from '../api-contract'
import { scoreLead } from './lead-score'

/** The site id sent as `websiteSource` unless told otherwise. */
export const DEFAULT_WEBSITE_SOURCE = 'hard-hat-website'
/** How many characters of the message the CRM lead previews. */
export const MESSAGE_PREVIEW_LENGTH = 100

/** The form field each lead form type previews as its message ('' when it has none). */
export const LEAD_MESSAGE_FIELDS = {
  contact: 'message',
  quote: 'description',
  package_inquiry: 'message',
  special_offer: null,
  newsletter: null,
  seo_analysis: null,
  consultation: 'message',
  premium: 'message',
  launch: 'message',
  momentum: 'goals',
  dominance: 'marketGoals',
  special_offer_claim: 'message',
  crm_trial: null,
} as const satisfies Record<LeadFormType, string | null>

/** The lead body POSTed to the CRM's /api/form-submissions. */
export interface CrmLead<T extends LeadFormType = LeadFormType> {
  formType: T
  formData: LeadFormData<T>
  websiteSource: string
  userEmail: string
  userName: string
  userPhone: string
  messagePreview: string
  priority: 'medium'
  leadScore: number
  status: 'new'
}

/** Options of {@link buildLead}. */
export interface BuildLeadOptions {
  /** Site id sent as `websiteSource`; defaults to "hard-hat-website". */
  websiteSource?: string
}

function field(formData: object, key: string): string {
  const value = (formData as Record<string, unknown>)[key]
  return typeof value === 'string' ? value.trim() : ''
}

/** The first 100 characters (whole code points, never half an emoji) of a message. */
export function toMessagePreview(message: string): string {
  return Array.from(message.trim()).slice(0, MESSAGE_PREVIEW_LENGTH).join('')
}

/**
 * Builds the CRM lead of a validated form, server-side: contact fields lifted out, a 100-character
 * message preview, priority "medium", status "new" and the documented lead score.
 * @example
 * const lead = buildLead('consultation', ConsultationSchema.parse(body.formData))
 * lead.leadScore // a whole number from 60 to 99
 */
export function buildLead<T extends LeadFormType>(
  formType: T,
  formData: LeadFormData<T>,
  options: BuildLeadOptions = {},
): CrmLead<T> {
  const messageField = LEAD_MESSAGE_FIELDS[formType]
  const messagePreview = messageField ? toMessagePreview(field(formData, messageField)) : ''
  const fullName = [field(formData, 'firstName'), field(formData, 'lastName')]
    .filter(Boolean)
    .join(' ')
  return {
    formType,
    formData,
    websiteSource: options.websiteSource ?? DEFAULT_WEBSITE_SOURCE,
    userEmail: field(formData, 'email'),
    userName: field(formData, 'name') || fullName,
    userPhone: field(formData, 'phone'),
    messagePreview,
    priority: 'medium',
    leadScore: scoreLead(formType, formData, messagePreview),
    status: 'new',
  }
}
