export { Badge, badgeVariants } from './badge'
