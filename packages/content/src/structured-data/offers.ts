import {
  CELEBRATION_OFFER,
  LIMITED_ONE_PAGE_OFFER,
  MARKETING_PACKAGES,
  ONE_PAGE_WEBSITE,
  type Pence,
  toPounds,
} from '@hard-hat/pricing'
import type { Offer, WithContext } from 'schema-dts'
import { DEADLINES, hasDeadlinePassed, SITE } from '../site'
import type { Deadline } from '../types'
import { absoluteUrl, type JsonLd, SCHEMA_CONTEXT } from './json-ld'

/** What an offer is, for {@link offerJsonLd}. Prices are pence, excluding VAT. */
export interface OfferInput {
  readonly name: string
  readonly price: Pence
  /** The site path of the page that sells it. */
  readonly path: string
  readonly description?: string
  /** When the price stops being available, if it is time-limited. */
  readonly deadline?: Deadline
}

/**
 * A schema.org Offer in pounds sterling, excluding VAT; undefined once its deadline has passed,
 * so an ended offer is never presented as available (P-offers-end-honestly).
 */
export function offerJsonLd(
  input: OfferInput,
  now: Date,
  origin: string = SITE.origin,
): JsonLd | undefined {
  if (input.deadline && hasDeadlinePassed(input.deadline, now)) return undefined
  const price = toPounds(input.price)
  const offer = {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Offer',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: absoluteUrl(input.path, origin),
    price,
    priceCurrency: 'GBP',
    priceSpecification: {
      '@type': 'PriceSpecification',
      price,
      priceCurrency: 'GBP',
      valueAddedTaxIncluded: false,
    },
    availability: 'https://schema.org/InStock',
    ...(input.deadline ? { priceValidUntil: input.deadline.endsAt } : {}),
    seller: { '@type': 'Organization', name: SITE.brand, url: origin },
  } satisfies WithContext<Offer>
  return offer
}

/** Every offer the agency advertises in structured data, time-limited ones with their deadline. */
export const ADVERTISED_OFFERS: readonly OfferInput[] = [
  { name: ONE_PAGE_WEBSITE.name, price: ONE_PAGE_WEBSITE.price, path: '/one-page-website' },
  {
    name: `${MARKETING_PACKAGES.launch.name} Package`,
    price: MARKETING_PACKAGES.launch.price,
    path: '/packages/launch',
  },
  {
    name: `${MARKETING_PACKAGES.momentum.name} Package`,
    price: MARKETING_PACKAGES.momentum.price,
    path: '/packages/momentum',
  },
  {
    name: `${MARKETING_PACKAGES.dominance.name} Package`,
    price: MARKETING_PACKAGES.dominance.price,
    path: '/packages/dominance',
  },
  {
    name: LIMITED_ONE_PAGE_OFFER.name,
    price: LIMITED_ONE_PAGE_OFFER.price,
    path: '/special-offer-495',
    deadline: DEADLINES.limitedOnePageOffer,
  },
  {
    name: `150th Client Celebration: ${CELEBRATION_OFFER.name}`,
    price: CELEBRATION_OFFER.price,
    path: '/special-offer',
    deadline: DEADLINES.celebrationOffer,
  },
]
