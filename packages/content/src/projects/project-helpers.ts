import type { PortfolioFilterId, ProjectCategoryId } from './categories'

// The project rules as functions of a list, apart from the nine projects' data: a page that gets its
// projects as route data (prerendered into its HTML) filters and links them without shipping the
// whole list in its JavaScript.

/** The projects a filter shows: all of them, or those whose category list includes it. */
export function projectsInFilter<P extends { readonly category: readonly ProjectCategoryId[] }>(
  projects: readonly P[],
  filter: PortfolioFilterId,
): readonly P[] {
  return filter === 'all'
    ? projects
    : projects.filter((project) => project.category.includes(filter))
}

/** The number of projects the More Projects section shows. */
export const MORE_PROJECTS_COUNT = 3

/** The More Projects section of a case study: the first three other projects of the list. */
export function otherProjects<P extends { readonly id: number }>(
  projects: readonly P[],
  project: P,
): readonly P[] {
  return projects.filter((other) => other.id !== project.id).slice(0, MORE_PROJECTS_COUNT)
}

/** The path of a project's case study: by slug, so the link always resolves (P-redirect-projects). */
export function projectPath(project: { readonly slug: string }): string {
  return `/portfolio/${project.slug}`
}

/**
 * Shortens text to at most `maxLength` characters, cutting at a word and adding an ellipsis.
 * @example excerpt('A fast, mobile-first website for a roofing firm', 20) // "A fast, mobile-first…"
 */
export function excerpt(text: string, maxLength = 100): string {
  if (text.length <= maxLength) return text
  const cut = text.slice(0, maxLength - 1)
  const lastSpace = cut.lastIndexOf(' ')
  const atWord = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut
  return `${atWord.replace(/[\s,.;:–-]+$/, '')}…`
}
