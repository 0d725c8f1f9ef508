import type { BasePackageId } from '../base-packages'
import type { FeatureId } from '../features'
import { type BasePackageRequiredBreach, checkBasePackageRequired } from './base-package-required'
import type { Selection } from './selection'
import {
  checkUnlimitedExcludesServiceAreas,
  isExcludedByUnlimited,
  type UnlimitedExcludesServiceAreasBreach,
} from './unlimited-excludes-service-areas'

/** A broken calculator rule, told apart by its `rule` key; each carries a message for people. */
export type RuleBreach = BasePackageRequiredBreach | UnlimitedExcludesServiceAreasBreach

/** The outcome of {@link checkRules}: every rule kept, or the breaches (at least one). */
export type RuleCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly breaches: readonly [RuleBreach, ...RuleBreach[]] }

const ruleChecks = [checkBasePackageRequired, checkUnlimitedExcludesServiceAreas] as const

/**
 * Checks a selection against every calculator rule. A breach is a value, never an exception.
 * @example
 * checkRules({ basePackage: 'unlimited', features: ['serviceAreasPage'] })
 * // { ok: false, breaches: [{ rule: 'unlimited-excludes-service-areas', … }] }
 */
export function checkRules(selection: Selection): RuleCheck {
  const breaches = ruleChecks
    .map((check) => check(selection))
    .filter((breach): breach is RuleBreach => breach !== undefined)
  const [first, ...rest] = breaches
  return first === undefined ? { ok: true } : { ok: false, breaches: [first, ...rest] }
}

/** True when the feature can be chosen with the base package (any feature while none is chosen). */
export function isFeatureAvailable(basePackage: BasePackageId | null, feature: FeatureId): boolean {
  return !isExcludedByUnlimited(basePackage, feature)
}
