import { ARTICLE_SOURCES } from './articles/article-sources'
import { PROJECTS } from './projects'
import { ROUTES } from './routes'
import { SITE } from './site'
import type { LinkItem } from './types'

/** One titled list of the HTML sitemap. */
export interface SiteMapGroup {
  readonly heading: string
  readonly links: readonly LinkItem[]
}

const brandSuffix = ` | ${SITE.brand}`

/** A page's name as a link label: its title without the brand after it. */
function labelOf(title: string): string {
  return title.endsWith(brandSuffix) ? title.slice(0, -brandSuffix.length) : title
}

/**
 * The HTML sitemap's lists (page `/sitemap`), for people: every page search engines are given in
 * /sitemap.xml, grouped, each under its own title, so the two sitemaps can never disagree. A
 * function, so a bundle that does not call it does not carry the route table.
 * @example siteMapGroups()[0]?.links[0] // { label: 'Websites & Marketing for Builders and Trades', href: '/' }
 */
export function siteMapGroups(): readonly SiteMapGroup[] {
  return [
    {
      heading: 'Pages',
      links: ROUTES.filter(
        (route) => route.kind === 'page' && route.isInSitemap && route.pageId !== 'site-map',
      ).map((route) => ({
        label: labelOf(route.title),
        href: route.path,
      })),
    },
    {
      heading: 'Portfolio',
      links: PROJECTS.map((project) => ({
        label: project.title,
        href: `/portfolio/${project.slug}`,
      })),
    },
    {
      heading: 'Insights',
      links: ARTICLE_SOURCES.map((article) => ({
        label: article.title,
        href: `/insights/${article.slug}`,
      })),
    },
  ]
}

/** The sitemap page's own words. */
export const SITE_MAP_PAGE = {
  heading: 'Sitemap',
  intro: 'Every page of the site in one list.',
  xmlLink: { label: 'The sitemap for search engines (XML)', href: '/sitemap.xml' },
} as const
