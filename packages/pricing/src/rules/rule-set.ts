import type { Catalogue, ExcludesRule, IncludesRule, RequiresRule } from '../catalogue'
import { type BasePackageRequiredBreach, checkBasePackageRequired } from './base-package-required'
import { type ChoiceBreach, checkChoices, choiceGroups } from './choice'
import { checkExcludes, type ExcludesBreach, isExcluded } from './excludes'

import { checkRequires, dependentClosure, type RequiresBreach, requiredClosure } from './requires'
import type { Names, Selection } from './selection'

/** A broken rule, told apart by its `rule` key; each carries a message for people. */
export type RuleBreach = BasePackageRequiredBreach | ExcludesBreach | RequiresBreach | ChoiceBreach

/** The outcome of checking a selection: every rule kept, or the breaches (at least one). */
export type RuleCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly breaches: readonly [RuleBreach, ...RuleBreach[]] }

/** The catalogue's rules as the functions the quote and the calculator apply. */
export interface RuleSet {
  isFeatureAvailable(basePackage: string | null, feature: string): boolean
  /** The package the feature comes with at no charge, when the package includes it. */
  includedWith(basePackage: string | null, feature: string): string | undefined
  /**
   * The selection with every required and included feature added, every unavailable one dropped
   * and one kept of each choice group, in catalogue order; `requiredBy` names who pulled each
   * added feature in.
   */
  closeSelection(
    basePackage: string | null,
    chosen: Iterable<string>,
  ): { features: string[]; requiredBy: Map<string, string> }
  /** Selects the feature with what it requires, or deselects it with what requires it. */
  toggle(basePackage: string | null, selected: readonly string[], feature: string): string[]
  /** True when a group with `choose: 'exactly-one'` has none of its features chosen. */
  isChoiceMissing(basePackage: string | null, selected: readonly string[], group?: string): boolean
  check(selection: Selection): RuleCheck
}

/** Builds the rule functions of a checked catalogue. */
export function createRuleSet(catalogue: Catalogue, names: Names): RuleSet {
  const rules = catalogue.rules ?? []
  const excludes = rules.filter((rule): rule is ExcludesRule => rule.type === 'excludes')
  const requires = rules.filter((rule): rule is RequiresRule => rule.type === 'requires')
  const includes = rules.filter((rule): rule is IncludesRule => rule.type === 'includes')
  const choices = choiceGroups(catalogue.groups, catalogue.features)
  const choiceOf = new Map(choices.flatMap((choice) => choice.features.map((id) => [id, choice])))
  const order = catalogue.features.map((feature) => feature.id)
  const required = new Map(order.map((id) => [id, requiredClosure(requires, id)]))
  const dependents = new Map(order.map((id) => [id, dependentClosure(requires, id)]))
  const inOrder = (ids: Set<string>) => order.filter((id) => ids.has(id))
  const includedWith = (basePackage: string | null, feature: string) =>
    includes.find((rule) => rule.basePackage === basePackage && rule.feature === feature)
      ?.basePackage
  const isIncluded = (basePackage: string | null, feature: string) =>
    includedWith(basePackage, feature) !== undefined

  // A feature is available when neither it nor anything it needs is excluded by the package.
  const isFeatureAvailable = (basePackage: string | null, feature: string) =>
    !isExcluded(excludes, basePackage, feature) &&
    [...(required.get(feature) ?? [])].every((id) => !isExcluded(excludes, basePackage, id))

  // One feature of each choice group: an included one, else the first chosen in catalogue order.
  const keepOnePerChoice = (basePackage: string | null, ids: Set<string>) => {
    for (const choice of choices) {
      const chosen = choice.features.filter((id) => ids.has(id))
      const kept = chosen.find((id) => isIncluded(basePackage, id)) ?? chosen[0]
      for (const id of chosen) if (id !== kept) ids.delete(id)
    }
    return ids
  }

  return {
    isFeatureAvailable,
    includedWith,
    closeSelection(basePackage, chosen) {
      const known = new Set([...chosen].filter((id) => required.has(id)))
      for (const rule of includes) if (rule.basePackage === basePackage) known.add(rule.feature)
      const picked = keepOnePerChoice(basePackage, known)
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
      if (isIncluded(basePackage, feature)) return [...selected]
      const choice = choiceOf.get(feature)
      // A package that includes one of a choice has made that choice.
      if (choice?.features.some((id) => isIncluded(basePackage, id))) return [...selected]
      const next = new Set(selected)
      const drop = (id: string) => {
        next.delete(id)
        for (const each of dependents.get(id) ?? []) next.delete(each)
      }
      if (next.has(feature)) {
        // A radio cannot be unchosen: another of an "exactly one" group is chosen instead.
        if (choice?.choose === 'exactly-one') return [...selected]
        drop(feature)
      } else {
        for (const other of choice?.features ?? []) if (other !== feature) drop(other)
        next.add(feature)
        for (const id of required.get(feature) ?? []) next.add(id)
      }
      return inOrder(next)
    },
    isChoiceMissing(basePackage, selected, group) {
      return choices.some(
        (choice) =>
          (group === undefined || choice.group.id === group) &&
          choice.choose === 'exactly-one' &&
          choice.features.some((id) => isFeatureAvailable(basePackage, id)) &&
          !choice.features.some((id) => selected.includes(id) || isIncluded(basePackage, id)),
      )
    },
    check(selection) {
      const base = checkBasePackageRequired(selection)
      const withIncluded = {
        ...selection,
        features: [
          ...selection.features,
          ...order.filter(
            (id) => isIncluded(selection.basePackage, id) && !selection.features.includes(id),
          ),
        ],
      }
      const breaches: RuleBreach[] = [
        ...(base ? [base] : []),
        ...checkExcludes(excludes, selection, names),
        ...checkRequires(requires, selection, names),
        ...checkChoices(choices, withIncluded, names),
      ]
      const [first, ...rest] = breaches
      return first === undefined ? { ok: true } : { ok: false, breaches: [first, ...rest] }
    },
  }
}
