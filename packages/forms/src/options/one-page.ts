// The one-page and offer enquiry's choices; the free website form asks the priority too. A module per form (or forms sharing choices), so a page
// loads only its own form's choices (`../options.ts` re-exports them all).
import type { ChoiceOption } from '../fields'

/** One-page and offer enquiry: "Do you currently have a website?" (values are the words shown). */
export const CURRENT_WEBSITE_OPTIONS = [
  { value: 'No website at all', label: 'No website at all' },
  { value: "Yes, but it's outdated", label: "Yes, but it's outdated" },
  { value: "Yes, but it doesn't get enquiries", label: "Yes, but it doesn't get enquiries" },
  { value: 'Just social media pages', label: 'Just social media pages' },
] as const satisfies readonly ChoiceOption[]

/** One-page enquiry priority and free website goal (values are the words shown). */
export const PRIORITY_OPTIONS = [
  { value: 'Get more phone calls and enquiries', label: 'Get more phone calls and enquiries' },
  { value: 'Look more professional online', label: 'Look more professional online' },
  { value: 'Show my work and services', label: 'Show my work and services' },
  { value: 'Compete with other businesses', label: 'Compete with other businesses' },
  { value: 'Build trust with customers', label: 'Build trust with customers' },
] as const satisfies readonly ChoiceOption[]
