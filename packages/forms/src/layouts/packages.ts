import {
  MARKETING_BUDGET_OPTIONS,
  PACKAGE_TIMELINE_OPTIONS,
  REVENUE_OPTIONS,
  TEAM_SIZE_OPTIONS,
} from '../options'
import {
  layout,
  optionalSelect,
  optionalTextarea,
  packageOpening,
  plain,
  textarea,
} from './builders'

/** The Momentum package sign-up. */
export const MOMENTUM_FORM = /* @__PURE__ */ layout(
  'momentum',
  plain(
    ...packageOpening,
    optionalTextarea('currentMarketing'),
    textarea('goals'),
    optionalSelect('timeline', PACKAGE_TIMELINE_OPTIONS),
  ),
)
/** The Dominance package sign-up. */
export const DOMINANCE_FORM = /* @__PURE__ */ layout(
  'dominance',
  plain(
    ...packageOpening,
    optionalSelect('revenue', REVENUE_OPTIONS),
    optionalSelect('teamSize', TEAM_SIZE_OPTIONS),
    textarea('currentChallenges'),
    textarea('marketGoals'),
    optionalSelect('timeline', PACKAGE_TIMELINE_OPTIONS),
    optionalSelect('budget', MARKETING_BUDGET_OPTIONS),
  ),
)
