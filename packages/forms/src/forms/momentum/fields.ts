import { layoutOf } from '../../form-layout'
import { PACKAGE_TIMELINE_OPTIONS } from '../../options/packages'
import { LEADS_ACTION, optionalSelect, optionalTextarea, textarea } from '../builders'
import { PACKAGE_OPENING } from '../package-opening'

/** The Momentum package sign-up: goals are required too. */
export const MOMENTUM_FIELDS = [
  ...PACKAGE_OPENING,
  optionalTextarea('currentMarketing'),
  textarea('goals'),
  optionalSelect('timeline', PACKAGE_TIMELINE_OPTIONS, 'Select when you would like to start'),
] as const

/** The Momentum package sign-up as the page renders it. */
export const MOMENTUM_FORM = /* @__PURE__ */ layoutOf({
  id: 'momentum',
  action: LEADS_ACTION,
  fields: MOMENTUM_FIELDS,
})
