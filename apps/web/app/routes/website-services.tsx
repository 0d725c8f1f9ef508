import { WEBSITE_SERVICES_PAGE } from '@hard-hat/content'
import { LinkButton } from '@hard-hat/ui'
import { Link } from 'react-router'
import { Hero } from '../components/shared/hero'
import { PageSection } from '../components/shared/page-section'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: 'Website Services', hasBusiness: true })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** Every service, the fixed-price packages, how long things take and a call to action. */
export default function WebsiteServices() {
  const { hero, services, packages, timings, cta } = WEBSITE_SERVICES_PAGE
  return (
    <>
      <Hero
        eyebrow={hero.badge}
        headline={hero.heading}
        subheading={hero.intro}
        primary={hero.primaryCta}
        secondary={hero.secondaryCta}
      />
      <PageSection id="services" heading={services.heading}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {services.items.map((service) => (
            <li
              key={service.id}
              className="flex flex-col rounded-xl border border-brand-border p-6"
            >
              <h3 className="font-bold text-xl">{service.title}</h3>
              <p className="mt-2 flex-1 text-brand-muted">{service.description}</p>
              <Link
                to={service.link.href}
                className="mt-4 font-semibold text-brand-accent-text underline underline-offset-4"
              >
                {service.link.label}
                <span className="sr-only"> ({service.title})</span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="packages" tone="soft" heading={packages.heading} intro={packages.intro}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {packages.items.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="flex h-full flex-col rounded-xl bg-brand-paper p-6 shadow-sm hover:shadow-md"
              >
                <span className="font-bold text-lg">{item.name}</span>
                <span className="mt-2 font-extrabold text-2xl text-brand-accent-text">
                  {item.price}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="timings" heading={timings.heading}>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {timings.items.map((item) => (
            <div key={item.label} className="rounded-xl bg-brand-paper-soft p-6 text-center">
              <dt className="font-semibold">{item.label}</dt>
              <dd className="mt-2 font-extrabold text-2xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      <PageSection id="cta" tone="ink" heading={cta.heading} intro={cta.text}>
        <div className="text-center">
          <LinkButton href={cta.button.href} size="lg">
            {cta.button.label}
          </LinkButton>
        </div>
      </PageSection>
    </>
  )
}
