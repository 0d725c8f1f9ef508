import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (address ? resolvePort(address.port) : reject()))
    })
  })
}

// Workers inherit the main process's environment, so they reach the same server and store.
process.env.OTHER_AGENCY_PORT ??= String(await freePort())
process.env.OTHER_AGENCY_DATA ??= join(
  mkdtempSync(join(tmpdir(), 'other-agency-')),
  'submissions.json',
)
const baseURL = `http://127.0.0.1:${process.env.OTHER_AGENCY_PORT}`

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium' },
  },
  webServer: {
    command: 'node site/server.mjs',
    url: `${baseURL}/enquiry`,
    env: { PORT: process.env.OTHER_AGENCY_PORT, DATA_FILE: process.env.OTHER_AGENCY_DATA },
    reuseExistingServer: false,
  },
})
