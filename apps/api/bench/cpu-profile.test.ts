import { describe, expect, it } from 'vitest'
import { areaOf, type CpuProfile, formatRows, summariseProfile } from './cpu-profile.js'

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
})

// (root) -> record (workspace) -> run (a package) ; record -> hash (node:) ; (idle)
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    {
      id: 2,
      callFrame: frame('record', 'file:///w/apps/api/dist/plugins/app/submissions.js', 45),
      children: [3, 4],
    },
    {
      id: 3,
      callFrame: frame(
        'run',
        'file:///w/node_modules/.pnpm/x/node_modules/better-sqlite3/lib/t.js',
        51,
      ),
    },
    { id: 4, callFrame: frame('hash', 'node:internal/crypto/hash', 10) },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [3, 3, 3, 4, 2, 5, 5],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 50_000, 50_000],
}

describe('areaOf', () => {
  it('names a package (scoped or not), node internals, a workspace package and V8 states', () => {
    expect(areaOf('file:///w/node_modules/.pnpm/a/node_modules/@pinojs/redact/index.js', 'f')).toBe(
      '@pinojs/redact',
    )
    expect(areaOf('file:///w/node_modules/zod/v4/core.js', 'f')).toBe('zod')
    expect(areaOf('node:internal/http', 'f')).toBe('node: internals')
    expect(areaOf('file:///w/packages/forms/dist/index.js', 'f')).toBe('packages/forms')
    expect(areaOf('', '(garbage collector)')).toBe('(garbage collector)')
    expect(areaOf('', 'writeUtf8String')).toBe('(native)')
  })
})

describe('summariseProfile', () => {
  it('shares out the busy time only, by function and by area, and totals the workspace functions through their callees', () => {
    const summary = summariseProfile(profile)
    expect(summary.busyMs).toBe(5)
    expect(summary.selfByFunction.map((row) => [row.name, row.ms])).toEqual([
      ['run better-sqlite3/lib/t.js:52', 3],
      ['hash node:internal/crypto/hash:11', 1],
      ['record apps/api/dist/plugins/app/submissions.js:46', 1],
    ])
    expect(summary.selfByArea.map((row) => [row.name, row.share])).toEqual([
      ['better-sqlite3', 0.6],
      ['apps/api', 0.2],
      ['node: internals', 0.2],
    ])
    expect(summary.totalByWorkspaceFunction).toEqual([
      { name: 'record apps/api/dist/plugins/app/submissions.js:46', ms: 5, share: 1 },
    ])
  })

  it('prints milliseconds and shares in aligned columns', () => {
    expect(formatRows('Top', [{ name: 'run', ms: 3.4, share: 0.6 }])).toBe(
      'Top\n      3 ms  60.0%  run',
    )
  })

  it('adds the time per request when told how many requests the profile served', () => {
    expect(formatRows('Top', [{ name: 'run', ms: 3.4, share: 0.6 }], 200)).toBe(
      'Top\n      3 ms    17.0 µs/req  60.0%  run',
    )
  })
})
