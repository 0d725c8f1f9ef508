import type { Catalogue, ExcludesRule, RequiresRule } from '../catalogue'
import { type BasePackageRequiredBreach, checkBasePackageRequired } from './base-package-required'
import { checkExcludes, type ExcludesBreach, isExcluded } from './excludes'
import { checkRequires, dependentClosure, type RequiresBreach, requiredClosure } from './requires'
import type { Names, Selection } from './selection'

/** A broken rule, told apart by its `rule` key; each carries a message for people. */
export type RuleBreach = BasePackageRequiredBreach | ExcludesBreach | RequiresBreach

/** The outcome of checking a selection: every rule kept, or the breaches (at least one). */
export type RuleCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly breaches: readonly [RuleBreach, ...RuleBreach[]] }

/** The catalogue's rules as the functions the quote and the calculator apply. */
export interface RuleSet {
  isFeatureAvailable(basePackage: string | null, feature: string): boolean
  /** The selection with every required feature added and every unavailable one dropped, in catalogue order; `requiredBy` names who pulled each added feature in. */
  closeSelection(
    basePackage: string | null,
    chosen: Iterable<string>,
  ): { features: string[]; requiredBy: Map<string, string> }
  /** Selects the feature with what it requires, or deselects it with what requires it. */
  toggle(basePackage: string | null, selected: readonly string[], feature: string): string[]
  check(selection: Selection): RuleCheck
}

/** Builds the rule functions of a checked catalogue. */
export function createRuleSet(catalogue: Catalogue, names: Names): RuleSet {
  const rules = catalogue.rules ?? []
  const excludes = rules.filter((rule): rule is ExcludesRule => rule.type === 'excludes')
  const requires = rules.filter((rule): rule is RequiresRule => rule.type === 'requires')
  const order = catalogue.features.map((feature) => feature.id)
  const required = new Map(order.map((id) => [id, requiredClosure(requires, id)]))
  const dependents = new Map(order.map((id) => [id, dependentClosure(requires, id)]))
  const inOrder = (ids: Set<string>) => order.filter((id) => ids.has(id))

  // A feature is available when neither it nor anything it needs is excluded by the package.
  const isFeatureAvailable = (basePackage: string | null, feature: string) =>
    !isExcluded(excludes, basePackage, feature) &&
    [...(required.get(feature) ?? [])].every((id) => !isExcluded(excludes, basePackage, id))

  return {
    isFeatureAvailable,
    closeSelection(basePackage, chosen) {
      const picked = new Set([...chosen].filter((id) => required.has(id)))
      const requiredBy = new Map<string, string>()
      const all = new Set(picked)
      for (const id of inOrder(picked)) {
        if (!isFeatureAvailable(basePackage, id)) continue
        for (const need of required.get(id) ?? []) {
          if (!picked.has(need) && !requiredBy.has(need)) requiredBy.set(need, id)
          all.add(need)
        }
      }
      const features = inOrder(all).filter((id) => isFeatureAvailable(basePackage, id))
      return { features, requiredBy }
    },
    toggle(basePackage, selected, feature) {
      if (!required.has(feature) || !isFeatureAvailable(basePackage, feature)) return [...selected]
      const next = new Set(selected)
      if (next.has(feature)) {
        next.delete(feature)
        for (const id of dependents.get(feature) ?? []) next.delete(id)
      } else {
        next.add(feature)
        for (const id of required.get(feature) ?? []) next.add(id)
      }
      return inOrder(next)
    },
    check(selection) {
      const base = checkBasePackageRequired(selection)
      const breaches: RuleBreach[] = [
        ...(base ? [base] : []),
        ...checkExcludes(excludes, selection, names),
        ...checkRequires(requires, selection, names),
      ]
      const [first, ...rest] = breaches
      return first === undefined ? { ok: true } : { ok: false, breaches: [first, ...rest] }
    },
  }
}
