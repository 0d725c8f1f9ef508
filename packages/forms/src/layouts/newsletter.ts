import { email, layout, plain } from './builders'

/** The insights newsletter sign-up. */
export const NEWSLETTER_FORM = /* @__PURE__ */ layout('newsletter', plain(email('email', 'email')))
