import type {
  BasePackageIdOf,
  BasePackageOf,
  FeatureIdOf,
  FeatureOf,
  GroupIdOf,
} from '../catalogue'
import { buildPricing } from '../create-pricing'
import { hardHatCatalogue } from './catalogue'

/**
 * Hard Hat Websites' pricing: its catalogue through the same engine any agency uses.
 * @example hardHatPricing.format(hardHatPricing.priceQuote({ basePackage: 'five-page', features: ['advancedSEO'] }).total) // "£4,000"
 */
// hardHatCatalogue passes checkCatalogue (hard-hat/catalogue.test.ts), so it is not checked again on
// every page load.
export const hardHatPricing = buildPricing(hardHatCatalogue)

/** Id of one of Hard Hat's base packages. */
export type HardHatBasePackageId = BasePackageIdOf<typeof hardHatCatalogue>
/** Id of one of Hard Hat's features. */
export type HardHatFeatureId = FeatureIdOf<typeof hardHatCatalogue>
/** Id of one of Hard Hat's feature groups (calculator steps 2 and 3). */
export type HardHatGroupId = GroupIdOf<typeof hardHatCatalogue>
/** One of Hard Hat's base packages. */
export type HardHatBasePackage = BasePackageOf<typeof hardHatCatalogue>
/** One of Hard Hat's features. */
export type HardHatFeature = FeatureOf<typeof hardHatCatalogue>
