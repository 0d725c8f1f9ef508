import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startServer } from './test/server-process.js'

const WARNING = 'NEITHER CRM_URL NOR SMTP_URL IS SET'

describe('the server at start-up', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-server-'))
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('warns loudly that leads will only be stored when neither a CRM nor email is configured', async () => {
    const server = await startServer({ DATA_DIR: dataDir }, { fromSource: true })
    await server.stop()
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes(WARNING))
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40 })
  })

  it('does not warn when the agency is emailed', async () => {
    const server = await startServer(
      { DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'leads@agency.example' },
      { fromSource: true },
    )
    await server.stop()
    expect(server.output()).not.toContain(WARNING)
  })
})
