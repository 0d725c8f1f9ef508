import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'

const DEPLOY_README = new URL('../../../deploy/README.md', import.meta.url)

describe('the shipped systemd unit', () => {
  it('starts the server only after time sync, and restarts it when it exits on failure', async () => {
    const readme = await readFile(DEPLOY_README, 'utf8')
    const unit = /```ini\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    const values = (key: string) =>
      unit
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.startsWith(`${key}=`))
        .flatMap((line) => line.slice(key.length + 1).split(/\s+/))
    expect(values('After')).toContain('time-sync.target')
    expect(values('Wants')).toContain('time-sync.target')
    expect(values('Restart')).toEqual(['on-failure'])
    expect(readme).toContain('systemd-time-wait-sync')
  })

  it('writes nothing another user can read', async () => {
    const readme = await readFile(DEPLOY_README, 'utf8')
    const unit = /```ini\n([\s\S]*?)```/.exec(readme)?.[1] ?? ''
    expect(unit).toMatch(/^\s*UMask=0077$/m)
    expect(unit).toMatch(/^\s*StateDirectoryMode=0700$/m)
  })
})
