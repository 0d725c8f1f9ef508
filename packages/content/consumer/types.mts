import { getProjectBySlug, type Project, ROUTES, type RouteEntry } from '@hard-hat/content'

const project: Project | undefined = getProjectBySlug('everheat')
export const title: string | undefined = project?.title
export const routes: readonly RouteEntry[] = ROUTES
