export type { CardGridItem, CardGridProps } from './card-grid'
export { CardGrid, cardGridVariants } from './card-grid'
