import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { startApp } from './test/harness.js'
import { STORE_FACTORIES, storeForEachTest } from './test/stores.js'

const run = promisify(execFile)
const PROMETHEUS_DIR = fileURLToPath(new URL('../../../deploy/prometheus/', import.meta.url))
const TOKEN = 'metrics-token-0123456789'

/** promtool comes with Debian's prometheus package (`pnpm setup:system` installs it). */
async function promtool(...args: string[]) {
  try {
    return await run('promtool', args, { cwd: PROMETHEUS_DIR })
  } catch (error) {
    const { code, stdout, stderr } = error as { code?: string; stdout?: string; stderr?: string }
    if (code === 'ENOENT') throw new Error('promtool is missing: run pnpm setup:system')
    throw new Error(`promtool ${args.join(' ')} failed:\n${stdout}${stderr}`)
  }
}

describe('the shipped Prometheus configuration and alert rules', () => {
  it('passes promtool: the configuration, the rules and their unit tests', async () => {
    await promtool('check', 'config', '--syntax-only', 'prometheus.yml')
    expect((await promtool('check', 'rules', 'alerts.yml')).stdout).toContain('SUCCESS: 8 rules')
    expect((await promtool('test', 'rules', 'alerts.test.yml')).stdout).toContain('SUCCESS')
    expect((await promtool('test', 'rules', 'alerts.field-speed.test.yml')).stdout).toContain(
      'SUCCESS',
    )
  })

  describe('against a scrape of the server', () => {
    const testStore = storeForEachTest(STORE_FACTORIES[0].open)
    afterEach(async () => {})

    it('names only metrics the server exposes', async () => {
      const app = await startApp(testStore, { metrics: { token: TOKEN } })
      try {
        const scrape = await app.inject({
          url: '/metrics',
          headers: { authorization: `Bearer ${TOKEN}` },
        })
        const exposed = new Set(
          [...scrape.body.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]),
        )
        const rules = await readFile(`${PROMETHEUS_DIR}alerts.yml`, 'utf8')
        const expressions = [...rules.matchAll(/^\s*expr: (.*)$/gm)].map((match) => match[1])
        // A histogram is exposed by its name; a rule reads its `_bucket` series.
        const named = new Set(
          expressions.flatMap((expr) =>
            (expr?.match(/\bhardhat_\w+/g) ?? []).map((name) => name.replace(/_bucket$/, '')),
          ),
        )
        expect(named.size).toBeGreaterThanOrEqual(4)
        expect([...named].filter((name) => !exposed.has(name))).toEqual([])
      } finally {
        await app.close()
      }
    })
  })
})
