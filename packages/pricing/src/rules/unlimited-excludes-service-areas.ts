import type { BasePackageId } from '../base-packages'
import type { FeatureId } from '../features'
import type { Selection } from './selection'

/**
 * Breach of "Service Areas Page cannot be combined with Unlimited Pages" (spec 000, sections 4 and 5).
 * Choosing Unlimited Pages hides the feature in step 3 and deselects it.
 */
export const UNLIMITED_EXCLUDES_SERVICE_AREAS = {
  rule: 'unlimited-excludes-service-areas',
  basePackage: 'unlimited',
  feature: 'serviceAreasPage',
  message:
    'Service Areas Page cannot be combined with Unlimited Pages. Remove the Service Areas Page or choose a different package.',
} as const satisfies {
  readonly rule: string
  readonly basePackage: BasePackageId
  readonly feature: FeatureId
  readonly message: string
}

/** The value {@link checkUnlimitedExcludesServiceAreas} returns when the rule is broken. */
export type UnlimitedExcludesServiceAreasBreach = typeof UNLIMITED_EXCLUDES_SERVICE_AREAS

/** True when this rule takes the feature away from the base package. */
export function isExcludedByUnlimited(
  basePackage: BasePackageId | null,
  feature: FeatureId,
): boolean {
  return (
    basePackage === UNLIMITED_EXCLUDES_SERVICE_AREAS.basePackage &&
    feature === UNLIMITED_EXCLUDES_SERVICE_AREAS.feature
  )
}

/** Reports the breach when Unlimited Pages is paired with Service Areas Page, `undefined` otherwise. */
export function checkUnlimitedExcludesServiceAreas(
  selection: Selection,
): UnlimitedExcludesServiceAreasBreach | undefined {
  const isBroken = selection.features.some((feature) =>
    isExcludedByUnlimited(selection.basePackage, feature),
  )
  return isBroken ? UNLIMITED_EXCLUDES_SERVICE_AREAS : undefined
}
