export type { PriceCardProps } from './price-card'
export { PriceCard } from './price-card'
