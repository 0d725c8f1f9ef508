import type { BasePackageId } from '../base-packages'
import type { FeatureId } from '../features'

/** What a visitor has chosen so far: the base package (if any) and the selected features. */
export interface Selection {
  readonly basePackage: BasePackageId | null
  readonly features: readonly FeatureId[]
}
