import type { CatalogueGroup, GroupChoice } from '../catalogue'
import type { Names, Selection } from './selection'

/** Breach of a choice group: more than one of an "at most one" group, or none of an "exactly one". */
export interface ChoiceBreach {
  readonly rule: 'choice'
  readonly group: string
  readonly choose: Exclude<GroupChoice, 'any'>
  /** The features chosen from the group (none for a missing "exactly one"). */
  readonly features: readonly string[]
  readonly message: string
}

/** A group whose features are a choice, with its features in catalogue order. */
export interface ChoiceGroup {
  readonly group: CatalogueGroup
  readonly choose: Exclude<GroupChoice, 'any'>
  readonly features: readonly string[]
}

/** The catalogue's choice groups: those with `choose` other than "any". */
export function choiceGroups(
  groups: readonly CatalogueGroup[],
  features: readonly { id: string; group: string }[],
): ChoiceGroup[] {
  return groups.flatMap((group) =>
    group.choose === undefined || group.choose === 'any'
      ? []
      : [
          {
            group,
            choose: group.choose,
            features: features.filter((each) => each.group === group.id).map((each) => each.id),
          },
        ],
  )
}

/** Every broken choice of a selection; an "exactly one" is only missed once a package is chosen. */
export function checkChoices(
  choices: readonly ChoiceGroup[],
  selection: Selection,
  names: Names,
): ChoiceBreach[] {
  return choices.flatMap((choice): ChoiceBreach[] => {
    const chosen = choice.features.filter((id) => selection.features.includes(id))
    const all = sayOneOf(choice.features.map(names.feature))
    if (chosen.length > 1) {
      const message = `Choose one of ${sayOneOf(chosen.map(names.feature))}: ${choice.group.title} takes only one.`
      return [
        {
          rule: 'choice',
          group: choice.group.id,
          choose: choice.choose,
          features: chosen,
          message,
        },
      ]
    }
    if (chosen.length === 0 && choice.choose === 'exactly-one' && selection.basePackage !== null) {
      const message = `Choose one of ${all} for ${choice.group.title}.`
      return [
        { rule: 'choice', group: choice.group.id, choose: choice.choose, features: [], message },
      ]
    }
    return []
  })
}

/** "A", "A or B", "A, B or C". */
export function sayOneOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}
