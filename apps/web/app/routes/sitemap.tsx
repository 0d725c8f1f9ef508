import { type LinkItem, SITE_MAP_PAGE, siteMapGroups } from '@hard-hat/content'
import { Link, useLoaderData } from 'react-router'
import { loaderMeta } from '../lib/loader-meta'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'
import { siteContentOf } from '../lib/site-content.server'
import type { Route } from './+types/sitemap'

/**
 * The head and the lists, from the route table and the content it renders (the build's, or the
 * store's when the API renders a publication): a group of case studies or articles lists those of
 * the content. The lists reach the page as its data, never as its scripts.
 */
export const loader = ({ context }: Route.LoaderArgs) => {
  const { articles, projects } = siteContentOf(context)
  const sections: readonly { prefix: string; links: LinkItem[] }[] = [
    {
      prefix: '/portfolio/',
      links: projects.map(({ title, slug }) => linkTo('/portfolio/', title, slug)),
    },
    {
      prefix: '/insights/',
      links: articles.map(({ title, slug }) => linkTo('/insights/', title, slug)),
    },
  ]
  return {
    meta: pageHead('/sitemap', { breadcrumb: 'Sitemap' }),
    groups: siteMapGroups().map((group) => {
      const section = sections.find(({ prefix }) =>
        group.links.every((link) => link.href.startsWith(prefix)),
      )
      return section ? { ...group, links: section.links } : group
    }),
    copy: SITE_MAP_PAGE,
  }
}

const linkTo = (prefix: string, label: string, slug: string): LinkItem => ({
  label,
  href: `${prefix}${slug}`,
})
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The sitemap for people (the footer's link): every page, case study and article, as links. */
export default function SiteMap() {
  const { groups, copy } = useLoaderData<typeof loader>()
  return (
    <article className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="font-extrabold text-4xl md:text-5xl">{copy.heading}</h1>
      <p className="mt-4 text-brand-muted text-lg">{copy.intro}</p>
      <div className="mt-10 grid gap-10 md:grid-cols-3">
        {groups.map((group) => (
          <section key={group.heading} aria-labelledby={`site-map-${group.heading}`}>
            <h2 id={`site-map-${group.heading}`} className="font-bold text-2xl">
              {group.heading}
            </h2>
            <ul className="mt-4 flex flex-col gap-2">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="text-brand-accent-text underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className="mt-12">
        <a href={copy.xmlLink.href} className="text-brand-accent-text underline">
          {copy.xmlLink.label}
        </a>
      </p>
    </article>
  )
}
