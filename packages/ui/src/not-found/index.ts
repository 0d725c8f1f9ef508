export { NotFound } from './not-found'
