import type { BasePackageId } from './base-packages'
import { FEATURES, type Feature, type FeatureStep } from './features'
import { isFeatureAvailable } from './rules/check-rules'

/**
 * The features a calculator step lists for a base package, in catalogue order. Step 3 leaves out
 * Service Areas Page when the package is Unlimited Pages.
 * @example availableFeatures('unlimited', 3).map((feature) => feature.id)
 * // ['filteredProjectPortfolio', 'testimonialSlider', 'advancedSEO', 'maintenancePlan']
 */
export function availableFeatures(basePackage: BasePackageId | null, step: FeatureStep): Feature[] {
  return FEATURES.filter(
    (feature) => feature.step === step && isFeatureAvailable(basePackage, feature.id),
  )
}
