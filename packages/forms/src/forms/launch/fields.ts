import { layoutOf } from '../../form-layout'
import { LEADS_ACTION, optionalTextarea } from '../builders'
import { PACKAGE_OPENING } from '../package-opening'

/** The Launch package sign-up (also the 150th-client page's form once its offer has ended). */
export const LAUNCH_FIELDS = [...PACKAGE_OPENING, optionalTextarea('message')] as const

/** The Launch package sign-up (also the 150th-client page's form once its offer has ended), as the page renders it. */
export const LAUNCH_FORM = /* @__PURE__ */ layoutOf({
  id: 'launch',
  action: LEADS_ACTION,
  fields: LAUNCH_FIELDS,
})
