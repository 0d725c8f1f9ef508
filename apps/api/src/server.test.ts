import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freePort, startServer } from './test/server-process.js'

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
    const server = await startServer({ DATA_DIR: dataDir })
    await server.stop()
    const warning = server
      .output()
      .split('\n')
      .find((line) => line.includes(WARNING))
    expect(JSON.parse(warning ?? '{}')).toMatchObject({ level: 40 })
  })

  it('does not warn when the agency is emailed', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:9',
      NOTIFY_EMAIL: 'leads@agency.example',
    })
    await server.stop()
    expect(server.output()).not.toContain(WARNING)
  })

  it('logs the Node.js it runs on when it is ready', async () => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' })
    await server.stop()
    const ready = server
      .output()
      .split('\n')
      .find((line) => line.includes('"msg":"ready"'))
    expect(JSON.parse(ready ?? '{}')).toMatchObject({ node: process.version })
  })

  it('refuses to start on a Node.js below the floor, saying which it needs and which it found', async () => {
    // The same server entry on this Node.js, made to report itself as 20.19.5 before anything loads.
    const pretend20 =
      "Object.defineProperty(process.versions, 'node', { value: '20.19.5' });" +
      "Object.defineProperty(process, 'version', { value: 'v20.19.5' })"
    const child = spawn(
      process.execPath,
      [
        '--import',
        `data:text/javascript,${encodeURIComponent(pretend20)}`,
        fileURLToPath(new URL('../dist/server.js', import.meta.url)),
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(await freePort()),
          HOST: '127.0.0.1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    const exitCode = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(exitCode).toBe(1)
    expect(stderr).toContain('needs Node.js 22.14 or later')
    expect(stderr).toContain('this is Node.js 20.19.5')
    expect(stdout).not.toContain('"msg":"ready"')
  })
})
