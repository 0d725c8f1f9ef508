import * as z from 'zod/mini'
import { LEAD_FORM_SCHEMAS, type LeadFormData, type LeadFormType } from '../api-contract'
import { LEAD_SCORE_MAX, LEAD_SCORE_MIN, scoreLead } from './lead-score'

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

const crmLeadVariant = <T extends LeadFormType, Shape extends z.core.$ZodShape>(
  formType: T,
  formData: z.ZodMiniObject<Shape>,
) =>
  z.object({
    formType: z.literal(formType),
    // The form's fields checked, anything more kept as it is (see `forms` below).
    formData: z.catchall(formData, z.unknown()),
    websiteSource: z.string().check(z.minLength(1)),
    userEmail: z.string(),
    userName: z.string(),
    userPhone: z.string(),
    messagePreview: z.string(),
    priority: z.literal('medium'),
    leadScore: z.number().check(z.int(), z.minimum(LEAD_SCORE_MIN), z.maximum(LEAD_SCORE_MAX)),
    status: z.literal('new'),
  })

// A server may send more than the form's own fields in formData (the whole enquiry behind a
// `contact` lead, say): they are kept as they are, the form's fields checked.
const forms = LEAD_FORM_SCHEMAS

/**
 * A CRM lead body as {@link buildLead} makes it, told apart by `formType`: for reading one back
 * from storage (a server's outbox) as a typed value instead of trusting the stored JSON.
 * @example const lead: CrmLead = CrmLeadSchema.parse(JSON.parse(row.lead))
 */
export const CrmLeadSchema = z.discriminatedUnion('formType', [
  crmLeadVariant('contact', forms.contact),
  crmLeadVariant('quote', forms.quote),
  crmLeadVariant('package_inquiry', forms.package_inquiry),
  crmLeadVariant('special_offer', forms.special_offer),
  crmLeadVariant('newsletter', forms.newsletter),
  crmLeadVariant('seo_analysis', forms.seo_analysis),
  crmLeadVariant('consultation', forms.consultation),
  crmLeadVariant('premium', forms.premium),
  crmLeadVariant('launch', forms.launch),
  crmLeadVariant('momentum', forms.momentum),
  crmLeadVariant('dominance', forms.dominance),
  crmLeadVariant('special_offer_claim', forms.special_offer_claim),
  crmLeadVariant('crm_trial', forms.crm_trial),
]) satisfies z.ZodMiniType<CrmLead>
