import { hydratedOnFirstUse } from '../../lib/hydrate-on-first-use'

export type { SchemaFormWords } from './drawn-form'

/**
 * Every form of the site (`drawn-form.tsx`), prerendered in full, whose code a page fetches on the
 * form's first use rather than with the page (decision 053): most visits never use the form. The
 * server draws it with the component itself (app/entry.server.tsx).
 */
export const SchemaForm = hydratedOnFirstUse('form', () =>
  import('./drawn-form').then((module) => module.SchemaForm),
)
