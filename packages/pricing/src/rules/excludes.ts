import type { ExcludesRule } from '../catalogue'
import type { Names, Selection } from './selection'

/** Breach of an `excludes` rule: the package was chosen with the feature it cannot have. */
export interface ExcludesBreach {
  readonly rule: 'excludes'
  readonly basePackage: string
  readonly feature: string
  readonly message: string
}

/** The sentence people read when the rule is broken (the rule's own `message` wins). */
export function excludesMessage(rule: ExcludesRule, names: Names): string {
  const feature = names.feature(rule.feature)
  return (
    rule.message ??
    `${feature} cannot be combined with ${names.basePackage(rule.basePackage)}. Remove the ${feature} or choose a different package.`
  )
}

/** True when the rule takes the feature away from the base package (nothing is taken while none is chosen). */
export function isExcluded(
  rules: readonly ExcludesRule[],
  basePackage: string | null,
  feature: string,
): boolean {
  return rules.some((rule) => rule.basePackage === basePackage && rule.feature === feature)
}

/** Every broken `excludes` rule of a selection. */
export function checkExcludes(
  rules: readonly ExcludesRule[],
  selection: Selection,
  names: Names,
): ExcludesBreach[] {
  return rules
    .filter(
      (rule) =>
        rule.basePackage === selection.basePackage && selection.features.includes(rule.feature),
    )
    .map((rule) => ({
      rule: 'excludes',
      basePackage: rule.basePackage,
      feature: rule.feature,
      message: excludesMessage(rule, names),
    }))
}
