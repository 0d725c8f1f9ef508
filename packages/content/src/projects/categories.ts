/** The categories a portfolio project can belong to (spec 001 §3). */
export const PROJECT_CATEGORY_IDS = ['websites', 'seo', 'advertising', 'social-media'] as const
/** A portfolio project category. */
export type ProjectCategoryId = (typeof PROJECT_CATEGORY_IDS)[number]
/** A portfolio filter choice: a category, or every project. */
export type PortfolioFilterId = 'all' | ProjectCategoryId

/** A portfolio filter button. */
export interface PortfolioCategory {
  readonly id: PortfolioFilterId
  readonly label: string
}

/** The portfolio's filter buttons, in the order the page shows them. */
export const PORTFOLIO_CATEGORIES = [
  { id: 'all', label: 'All Projects' },
  { id: 'websites', label: 'Websites' },
  { id: 'seo', label: 'SEO' },
  { id: 'advertising', label: 'Advertising' },
] as const satisfies readonly PortfolioCategory[]

/** The badge label of each project category. */
export const PROJECT_CATEGORY_LABELS = {
  websites: 'Websites',
  seo: 'SEO',
  advertising: 'Advertising',
  'social-media': 'Social Media',
} as const satisfies Record<ProjectCategoryId, string>

/** True when the value names a portfolio filter (for reading it back from the query string). */
export function isPortfolioFilterId(value: unknown): value is PortfolioFilterId {
  return PORTFOLIO_CATEGORIES.some((category) => category.id === value)
}
