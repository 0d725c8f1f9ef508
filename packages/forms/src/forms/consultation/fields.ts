import { layoutOf } from '../../form-layout'
import {
  LEADS_ACTION,
  optionalText,
  optionalTextarea,
  text,
  yourEmail,
  yourPhone,
} from '../builders'

/** The home page's consultation request: name, email and phone required. */
export const CONSULTATION_FIELDS = [
  text('name', 'name', { wide: true }),
  yourEmail,
  yourPhone,
  optionalText('business', 'organization', { wide: true, label: 'business name' }),
  optionalTextarea('message'),
] as const

/** The consultation request as the page renders it. */
export const CONSULTATION_FORM = /* @__PURE__ */ layoutOf({
  id: 'consultation',
  action: LEADS_ACTION,
  fields: CONSULTATION_FIELDS,
})
