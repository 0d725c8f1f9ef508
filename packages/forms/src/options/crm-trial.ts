// The CRM trial's choices. A module per form (or forms sharing choices), so a page
// loads only its own form's choices (`../options.ts` re-exports them all).
import type { ChoiceOption } from '../fields'

/** CRM trial: type of business (labels from the specification; "Landscaping" is ours). */
export const BUSINESS_TYPE_OPTIONS = [
  { value: 'builder', label: 'General Building' },
  { value: 'electrician', label: 'Electrical' },
  { value: 'plumber', label: 'Plumbing' },
  { value: 'roofer', label: 'Roofing' },
  { value: 'heating', label: 'Heating & Gas' },
  { value: 'landscaping', label: 'Landscaping' },
  { value: 'other', label: 'Other Trade' },
] as const satisfies readonly ChoiceOption[]
