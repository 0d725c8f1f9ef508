import {
  PORTFOLIO_PAGE,
  PROJECT_CATEGORY_LABELS,
  type Project,
  projectPath,
} from '@hard-hat/content'
import { Badge } from '@hard-hat/ui'
import { Link } from 'react-router'
import { ProjectImage } from '../shared/project-image'

/** What a card shows of a project: the page carries only this as route data, not the case study. */
export type ProjectCardData = Pick<
  Project,
  'id' | 'slug' | 'title' | 'location' | 'description' | 'category' | 'image'
>

/** The card's fields of a project (results, testimonial and client stay on the case study). */
export function projectCardOf(project: Project): ProjectCardData {
  const { id, slug, title, location, description, category, image } = project
  return { id, slug, title, location, description, category, image }
}

/** A project in the portfolio grid: image (or its fallback card), badges, text, case-study link. */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-brand-border bg-brand-paper shadow-sm">
      <ProjectImage image={project.image} title={project.title} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <ul className="flex flex-wrap gap-2" aria-label="Categories">
          {project.category.map((category) => (
            <li key={category}>
              <Badge variant="outline">{PROJECT_CATEGORY_LABELS[category]}</Badge>
            </li>
          ))}
        </ul>
        <h3 className="font-bold text-xl">{project.title}</h3>
        <p className="text-brand-muted text-sm">{project.location}</p>
        <p className="flex-1 text-brand-muted">{project.description}</p>
        <Link
          to={projectPath(project)}
          className="font-semibold text-brand-accent-text underline underline-offset-4"
        >
          {PORTFOLIO_PAGE.card.viewLabel}
          <span className="sr-only">: {project.title}</span>
        </Link>
      </div>
    </li>
  )
}
