import { SITE_MAP_GROUPS, SITE_MAP_PAGE } from '@hard-hat/content'
import { Link } from 'react-router'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: 'Sitemap' })
export const meta = loaderMeta

/** The sitemap for people (the footer's link): every page, case study and article, as links. */
export default function SiteMap() {
  return (
    <article className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="font-extrabold text-4xl md:text-5xl">{SITE_MAP_PAGE.heading}</h1>
      <p className="mt-4 text-brand-muted text-lg">{SITE_MAP_PAGE.intro}</p>
      <div className="mt-10 grid gap-10 md:grid-cols-3">
        {SITE_MAP_GROUPS.map((group) => (
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
        <a href={SITE_MAP_PAGE.xmlLink.href} className="text-brand-accent-text underline">
          {SITE_MAP_PAGE.xmlLink.label}
        </a>
      </p>
    </article>
  )
}
