import type { RequiresRule } from '../catalogue'
import type { Names, Selection } from './selection'

/** Breach of a `requires` rule: the feature was chosen without the one it needs. */
export interface RequiresBreach {
  readonly rule: 'requires'
  readonly feature: string
  readonly requires: string
  readonly message: string
}

/** The sentence people read when the rule is broken (the rule's own `message` wins). */
export function requiresMessage(rule: RequiresRule, names: Names): string {
  const feature = names.feature(rule.feature)
  const required = names.feature(rule.requires)
  return rule.message ?? `${feature} needs ${required}. Add ${required} or remove ${feature}.`
}

/**
 * Every feature `feature` needs, directly or through others, without itself. The catalogue has
 * no cycles (`checkCatalogue` refuses them), but the walk stops at a repeat all the same.
 */
export function requiredClosure(rules: readonly RequiresRule[], feature: string): Set<string> {
  return walk(rules, feature, (rule) => [rule.feature, rule.requires])
}

/** Every feature that needs `feature`, directly or through others, without itself. */
export function dependentClosure(rules: readonly RequiresRule[], feature: string): Set<string> {
  return walk(rules, feature, (rule) => [rule.requires, rule.feature])
}

function walk(
  rules: readonly RequiresRule[],
  start: string,
  edge: (rule: RequiresRule) => readonly [from: string, to: string],
): Set<string> {
  const found = new Set<string>()
  const pending = [start]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const rule of rules) {
      const [from, to] = edge(rule)
      if (from === id && to !== start && !found.has(to)) {
        found.add(to)
        pending.push(to)
      }
    }
  }
  return found
}

/** Every broken `requires` rule of a selection. */
export function checkRequires(
  rules: readonly RequiresRule[],
  selection: Selection,
  names: Names,
): RequiresBreach[] {
  return rules
    .filter(
      (rule) =>
        selection.features.includes(rule.feature) && !selection.features.includes(rule.requires),
    )
    .map((rule) => ({
      rule: 'requires',
      feature: rule.feature,
      requires: rule.requires,
      message: requiresMessage(rule, names),
    }))
}
