import { formatGBP, PRICE_RANGE } from '@hard-hat/pricing'
import type { ProfessionalService, WithContext } from 'schema-dts'
import { CLAIMS, SITE } from '../site'
import { absoluteUrl, type JsonLd, SCHEMA_CONTEXT } from './json-ld'
import { ADVERTISED_OFFERS, offerJsonLd } from './offers'

/**
 * The agency as a schema.org ProfessionalService (a LocalBusiness): contact details, address,
 * opening hours, rating, price range and its regular offers. A time-limited offer is presented on
 * its own page only, which the server serves in the state its clock says (P-offer-ends-for-every-reader):
 * a profile on every other page would otherwise depend on a deadline too.
 * The rating is the store's `rating` claim when the page renders one (decision 044), else the seed's.
 * @example localBusinessJsonLd(new Date()).telephone // "+441632960123"
 */
export function localBusinessJsonLd(
  now: Date,
  origin: string = SITE.origin,
  rating: { readonly value: number; readonly count: number } = CLAIMS.rating,
): JsonLd {
  const offers = ADVERTISED_OFFERS.filter((offer) => offer.deadline === undefined)
    .map((offer) => offerJsonLd(offer, now, origin))
    .filter((offer): offer is JsonLd => offer !== undefined)
    .map(({ '@context': _context, ...offer }) => offer)
  const business = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/', origin)}#business`,
    name: SITE.brand,
    description: SITE.description,
    url: absoluteUrl('/', origin),
    telephone: SITE.phone.tel,
    email: SITE.email.address,
    address: { '@type': 'PostalAddress', ...SITE.address },
    areaServed: { '@type': 'Country', name: 'United Kingdom' },
    openingHours: SITE.openingHours.schemaOrg,
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...SITE.openingHours.dayOfWeek],
        opens: SITE.openingHours.opens,
        closes: SITE.openingHours.closes,
      },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: CLAIMS.rating.best,
    },
    priceRange: `${formatGBP(PRICE_RANGE.from)}–${formatGBP(PRICE_RANGE.to)}`,
    sameAs: SITE.social.map((link) => link.href),
  } satisfies WithContext<ProfessionalService>
  return { ...business, makesOffer: offers }
}
