import { emailAndPhone, layout, optionalText, optionalTextarea, plain, text } from './builders'

/** The home page's consultation request. */
export const CONSULTATION_FORM = /* @__PURE__ */ layout(
  'consultation',
  plain(
    text('name', 'name', { isWide: true }),
    ...emailAndPhone,
    optionalText('business', 'organization', { isWide: true }),
    optionalTextarea('message'),
  ),
)
