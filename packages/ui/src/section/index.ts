export { REVEAL_THRESHOLD, Section } from './section'
