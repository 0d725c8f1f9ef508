import {
  PORTFOLIO_PAGE,
  PROJECT_CATEGORY_LABELS,
  type Project,
  projectPath,
} from '@hard-hat/content'
import { Badge } from '@hard-hat/ui'
import { Link } from 'react-router'
import { ProjectImage } from '../shared/project-image'

/** A project in the portfolio grid: image (or its fallback card), badges, text, case-study link. */
export function ProjectCard({ project }: { project: Project }) {
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
