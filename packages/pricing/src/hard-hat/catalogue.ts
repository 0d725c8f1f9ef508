import type { Catalogue } from '../catalogue'
import { hardHatBasePackages } from './base-packages'
import { hardHatFeatures, hardHatGroups } from './features'

// Held in modules of their own and put together here, so a page that quotes only a package's price
// or a step's title bundles only that part (the offers and the content are on every page).
export { hardHatBasePackages, hardHatFeatures, hardHatGroups }

/**
 * Hard Hat Websites' boutique calculator as a catalogue (spec 000, sections 4 and 5): three base
 * packages, nine features in two groups, and Service Areas Page excluded with Unlimited Pages.
 * Prices in pence, quoted excluding VAT at 20%. Packages carry Hard Hat's own `pages`.
 */
export const hardHatCatalogue = {
  currency: 'GBP',
  locale: 'en-GB',
  vatRatePercent: 20,
  groups: hardHatGroups,
  basePackages: hardHatBasePackages,
  features: hardHatFeatures,
  rules: [{ type: 'excludes', basePackage: 'unlimited', feature: 'serviceAreasPage' }],
} as const satisfies Catalogue
