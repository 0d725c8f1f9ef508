// Plain constants, no zod: a page can render the hidden fields without loading the schemas.

/** Names of the contact form's hidden attribution fields, filled by the CRM integration script. */
export const ATTRIBUTION_FIELDS = [
  'referralSource',
  'referralUserId',
  'packageType',
  'expectedReward',
  'sourceWebsite',
  'utmSource',
  'utmMedium',
  'utmCampaign',
] as const

/** Name of a hidden attribution field of the contact form. */
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]
