import { z } from 'zod'
import { optionalChoice, optionalText, requiredText } from '../fields'
import { PACKAGE_TIMELINE_OPTIONS } from '../options'
import { packageSignupFields } from './package-signup'

/** The Momentum package sign-up form: goals are required too. */
export const MomentumSchema = z.object({
  ...packageSignupFields,
  currentMarketing: optionalText({ label: 'current marketing', multiline: true }),
  goals: requiredText('Enter your goals', { label: 'goals', multiline: true }),
  timeline: optionalChoice(PACKAGE_TIMELINE_OPTIONS, 'Select when you would like to start'),
})

/** A valid Momentum sign-up. */
export type MomentumInput = z.infer<typeof MomentumSchema>
