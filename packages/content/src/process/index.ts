export type { ProcessStep } from './process'
export { CREATION_PROCESS, PORTFOLIO_PROCESS } from './process'
