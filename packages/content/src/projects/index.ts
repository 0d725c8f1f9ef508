export type { CaseStudyStory } from './case-study'
export { CASE_STUDY_STORIES, caseStudyStory } from './case-study'
export type { PortfolioCategory, PortfolioFilterId, ProjectCategoryId } from './categories'
export {
  isPortfolioFilterId,
  PORTFOLIO_CATEGORIES,
  PROJECT_CATEGORY_IDS,
  PROJECT_CATEGORY_LABELS,
} from './categories'
export {
  excerpt,
  MORE_PROJECTS_COUNT,
  otherProjects,
  projectPath,
  projectsInFilter,
} from './project-helpers'
export type { Project, ProjectTestimonial } from './projects'
export { filterProjects, getProjectBySlug, moreProjects, PROJECTS } from './projects'
export type { WebsiteSample } from './website-samples'
export { WEBSITE_SAMPLES } from './website-samples'
