export type { FieldProblem } from './error-summary'
export { ErrorSummary } from './error-summary'
