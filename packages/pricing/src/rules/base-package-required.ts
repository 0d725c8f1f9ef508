import type { Selection } from './selection'

/** Breach of "a base package must be chosen before the total is meaningful" (spec 000, section 5). */
export const BASE_PACKAGE_REQUIRED = {
  rule: 'base-package-required',
  message: 'Choose a base package to see your total.',
} as const

/** The value `checkBasePackageRequired` returns when no base package is chosen. */
export type BasePackageRequiredBreach = typeof BASE_PACKAGE_REQUIRED

/** Reports the breach when the selection has no base package, `undefined` otherwise. */
export function checkBasePackageRequired(
  selection: Selection,
): BasePackageRequiredBreach | undefined {
  return selection.basePackage === null ? BASE_PACKAGE_REQUIRED : undefined
}
