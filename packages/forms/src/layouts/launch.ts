import { layout, optionalTextarea, packageOpening, plain } from './builders'

/** The Launch package sign-up (also the 150th-client page's form once its offer has ended). */
export const LAUNCH_FORM = /* @__PURE__ */ layout(
  'launch',
  plain(...packageOpening, optionalTextarea('message')),
)
