import { BOUTIQUE_PRICING_PAGE } from '@hard-hat/content'
import { QuoteBuilder } from '../components/quote-builder/quote-builder'
import { loaderMeta } from '../lib/loader-meta'
import { headLoader } from '../lib/page-head'
import { keepPageData } from '../lib/revalidate'

/** At build time: the head from the route table and the JSON-LD builders, which never ship. */
export const loader = headLoader({ breadcrumb: BOUTIQUE_PRICING_PAGE.hero.heading })
export const meta = loaderMeta
export const shouldRevalidate = keepPageData

/** The boutique pricing calculator; its state is in the URL so a quote can be shared. */
export default function BoutiquePricing() {
  const { hero } = BOUTIQUE_PRICING_PAGE
  return (
    <>
      <div className="bg-brand-ink px-4 py-12 text-center text-brand-paper md:py-16">
        <h1 className="font-extrabold text-4xl md:text-5xl">{hero.heading}</h1>
        <p className="mx-auto mt-4 max-w-3xl text-brand-muted-inverse text-lg">{hero.intro}</p>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12">
        <QuoteBuilder isInUrl />
      </div>
    </>
  )
}
