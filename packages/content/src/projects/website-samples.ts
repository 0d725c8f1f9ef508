import { imageAsset } from '../images'
import type { ImageAsset } from '../types'

/** A sample site on the website design page (spec 000 §3, portfolio item). */
export interface WebsiteSample {
  readonly title: string
  readonly description: string
  readonly image: ImageAsset
  readonly tags: readonly string[]
}

/** The four sample sites of the website design page's portfolio section. */
export const WEBSITE_SAMPLES: readonly WebsiteSample[] = [
  {
    title: 'Leeds Roofers',
    description: 'A mobile-first site with click-to-call and an emergency repairs section.',
    image: imageAsset('projects', 'leeds-roofers', 'Illustration of a pitched roof with a ladder'),
    tags: ['Roofing', 'Mobile-First', 'Lead Generation'],
  },
  {
    title: 'Glovers Plumbers',
    description: 'A local plumbing site that ranks in the map results and collects reviews.',
    image: imageAsset('projects', 'glovers-plumbers', 'Illustration of a pipe run with a wrench'),
    tags: ['Plumbing', 'Local SEO', 'Reviews'],
  },
  {
    title: 'MAP Electrical',
    description: 'Domestic and commercial service pages, with EV charger installs booked online.',
    image: imageAsset(
      'projects',
      'map-electrical',
      'Illustration of a consumer unit and a lightning bolt',
    ),
    tags: ['Electrical', 'Service Pages', 'Online Booking'],
  },
  {
    title: 'Chartford Homes',
    description: 'Developments, plans and specifications, with register-your-interest forms.',
    image: imageAsset('projects', 'chartford-homes', 'Illustration of a row of new-build houses'),
    tags: ['Housebuilder', 'Property Listings', 'Enquiry Forms'],
  },
]
