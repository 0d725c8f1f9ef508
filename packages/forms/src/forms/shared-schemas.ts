import { EmailSchema, OptionalUrlSchema, UkPhoneSchema } from '../fields'

/** The own schemas of the "your email, your phone" pair most forms open with (a UK phone number). */
export const EMAIL_AND_PHONE_SCHEMAS = { email: EmailSchema, phone: UkPhoneSchema }

/** The own schemas of the package forms' opening fields (a UK phone, any website address). */
export const PACKAGE_OPENING_SCHEMAS = { ...EMAIL_AND_PHONE_SCHEMAS, website: OptionalUrlSchema }
