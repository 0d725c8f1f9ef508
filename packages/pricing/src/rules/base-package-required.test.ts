import { describe, expect, it } from 'vitest'
import { BASE_PACKAGE_REQUIRED, checkBasePackageRequired } from './base-package-required'

describe('a base package is required', () => {
  it('is broken while no base package is chosen, even with features selected', () => {
    expect(checkBasePackageRequired({ basePackage: null, features: ['advancedSEO'] })).toEqual({
      rule: 'base-package-required',
      message: 'Choose a base package to see your total.',
    })
  })

  it('is kept once any base package is chosen', () => {
    expect(checkBasePackageRequired({ basePackage: 'three-page', features: [] })).toBeUndefined()
    expect(BASE_PACKAGE_REQUIRED.rule).toBe('base-package-required')
  })
})
