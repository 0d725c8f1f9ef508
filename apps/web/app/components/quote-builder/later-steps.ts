// Steps 2 to 5 of the quote builder. The prerendered page shows step 1, so these load after
// hydration (quote-builder.tsx) rather than with the page's HTML.
export { FeatureStep } from './feature-step'
export { SuccessStep } from './success-step'
export { SummaryStep } from './summary-step'
