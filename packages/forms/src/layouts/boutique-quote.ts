import {
  emailAndPhone,
  firstAndLast,
  layout,
  optionalTextarea,
  plain,
  wideCompany,
} from './builders'

/** The quote builder's contact step (sent with scripts only: the builder needs them). */
export const BOUTIQUE_QUOTE_FORM = /* @__PURE__ */ layout(
  'boutique-quote',
  plain(
    ...firstAndLast,
    ...emailAndPhone,
    wideCompany('companyName'),
    optionalTextarea('projectDetails'),
  ),
)
