import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isAtLeast, nodeFloor, unsupportedRuntime } from './runtime.js'

describe('the Node.js floor', () => {
  it('is the engines field of the API package, and that is Node.js 22.14 (better-sqlite3 13 crashes on 22.13)', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
    expect(manifest.engines.node).toBe(`>=${nodeFloor()}`)
    expect(nodeFloor()).toBe('22.14')
  })

  it('compares versions part by part, numerically', () => {
    expect(isAtLeast('22.14.0', '22.14')).toBe(true)
    expect(isAtLeast('22.13.9', '22.14')).toBe(false)
    expect(isAtLeast('22.9.0', '22.14')).toBe(false)
    expect(isAtLeast('24.0.0', '22.14')).toBe(true)
    expect(isAtLeast('v26.10.0', '22.14')).toBe(true)
    expect(isAtLeast('100.0.0', '22.14')).toBe(true)
    expect(isAtLeast('20.19.5', '22.14')).toBe(false)
  })

  it('refuses Node.js 20 and 22.13 naming the floor and the version found, and accepts 22.14 to 26', () => {
    for (const version of ['20.19.5', '22.13.1', '18.20.8']) {
      const refusal = unsupportedRuntime(version, '22.14')
      expect(refusal).toContain('needs Node.js 22.14 or later')
      expect(refusal).toContain(`this is Node.js ${version}`)
    }
    for (const version of ['22.14.0', '22.23.3', '24.21.0', '26.10.0']) {
      expect(unsupportedRuntime(version, '22.14')).toBeUndefined()
    }
  })

  it('accepts the Node.js running these tests (CI runs them on 22, 24 and 26)', () => {
    expect(unsupportedRuntime(process.versions.node)).toBeUndefined()
  })
})
