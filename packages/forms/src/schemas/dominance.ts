import { z } from 'zod'
import { optionalChoice, requiredText } from '../fields'
import {
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from '../options'
import { packageSignupFields } from './package-signup'

/** The Dominance package sign-up form: current challenges and market goals are required too. */
export const DominanceSchema = z.object({
  ...packageSignupFields,
  revenue: optionalChoice(REVENUE_OPTIONS, 'Select your annual revenue'),
  teamSize: optionalChoice(TEAM_SIZE_OPTIONS, 'Select the size of your team'),
  currentChallenges: requiredText('Enter your current challenges', {
    label: 'current challenges',
    multiline: true,
  }),
  marketGoals: requiredText('Enter your market goals', {
    label: 'market goals',
    multiline: true,
  }),
  timeline: optionalChoice(PACKAGE_TIMELINE_OPTIONS, 'Select when you would like to start'),
  budget: optionalChoice(MARKETING_BUDGET_OPTIONS, 'Select your marketing budget'),
})

/** A valid Dominance sign-up. */
export type DominanceInput = z.infer<typeof DominanceSchema>
