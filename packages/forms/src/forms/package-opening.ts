import { fullName, text, website, yourEmail, yourPhone } from './builders'

/** The Launch, Momentum, Dominance and 150th-client forms open alike: name, email, phone, company required, website optional. */
export const PACKAGE_OPENING = [
  fullName,
  yourEmail,
  yourPhone,
  text('company', 'organization', { label: 'company name' }),
  website('website', 'url'),
] as const
