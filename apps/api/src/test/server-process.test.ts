import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { startServer } from './server-process.js'

it('a server a test starts is never mistaken for another process answering on its port', async () => {
  // What a busy machine makes likely: another test's server takes the port before ours binds it.
  const other = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
  await new Promise<void>((listening) => other.listen(0, '127.0.0.1', () => listening()))
  const { port } = other.address() as AddressInfo
  const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-port-'))
  try {
    await expect(startServer({ DATA_DIR: dataDir }, { port })).rejects.toThrow(
      `port ${port} is another process's`,
    )
  } finally {
    other.close()
    await rm(dataDir, { recursive: true, force: true })
  }
})
