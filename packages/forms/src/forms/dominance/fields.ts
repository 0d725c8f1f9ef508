import { layoutOf } from '../../form-layout'
import {
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from '../../options/packages'
import { LEADS_ACTION, optionalSelect, textarea } from '../builders'
import { PACKAGE_OPENING } from '../package-opening'

/** The Dominance package sign-up: current challenges and market goals are required too. */
export const DOMINANCE_FIELDS = [
  ...PACKAGE_OPENING,
  optionalSelect('revenue', REVENUE_OPTIONS, 'Select your annual revenue'),
  optionalSelect('teamSize', TEAM_SIZE_OPTIONS, 'Select the size of your team'),
  textarea('currentChallenges'),
  textarea('marketGoals'),
  optionalSelect('timeline', PACKAGE_TIMELINE_OPTIONS, 'Select when you would like to start'),
  optionalSelect('budget', MARKETING_BUDGET_OPTIONS, 'Select your marketing budget'),
] as const

/** The Dominance package sign-up as the page renders it. */
export const DOMINANCE_FORM = /* @__PURE__ */ layoutOf({
  id: 'dominance',
  action: LEADS_ACTION,
  fields: DOMINANCE_FIELDS,
})
