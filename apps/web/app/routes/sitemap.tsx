import { SITE_MAP_PAGE, siteMapGroups } from '@hard-hat/content'
import { Link, useLoaderData } from 'react-router'
import { loaderMeta } from '../lib/loader-meta'
import { pageHead } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/**
 * At build time: the head and the lists, from the route table, the projects and the articles,
 * which stay out of the page's scripts (the lists reach the page as its data).
 */
export const loader = () => ({
  meta: pageHead('/sitemap', { breadcrumb: 'Sitemap' }),
  groups: siteMapGroups(),
  copy: SITE_MAP_PAGE,
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
