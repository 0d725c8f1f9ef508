import { z } from 'zod'
import { optionalText } from '../fields'
import { packageSignupFields } from './package-signup'

/** The Launch package sign-up form. */
export const LaunchSchema = z.object({
  ...packageSignupFields,
  message: optionalText({ label: 'message', multiline: true }),
})

/** A valid Launch sign-up. */
export type LaunchInput = z.infer<typeof LaunchSchema>
