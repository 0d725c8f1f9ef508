// The checks before publishing (decision 042): what to fix in an item's draft, each problem under
// the edit form input (schema path) at fault, so the editor links to `#f-<field>`.
export type { ContentChecksOptions } from './plugin.js'
export { contentChecksPlugin } from './plugin.js'
export type { PageProblem } from './rules.js'
