import { cpSync, existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import { freePort } from './scripts/free-port'

const here = dirname(fileURLToPath(import.meta.url))

export { freePort }

// Workers inherit the main process's environment, so they reuse the same port and store.
process.env.E2E_PORT ??= String(await freePort())
process.env.FAKE_CRM_PORT ??= String(await freePort())
if (process.env.E2E_DATA_DIR === undefined) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'hard-hat-e2e-'))
  // Serve a snapshot of the build: a rebuild during the run (another task, `pnpm dev`) would
  // otherwise change the pages and their CSP hashes under the running API.
  const build = resolve(here, 'build/client')
  if (existsSync(build)) cpSync(build, join(process.env.E2E_DATA_DIR, 'site'), { recursive: true })
}
// The built servers the specs start (about forty a run) and the scripts they run compile the
// same modules each time: Node's compile cache (V8's code cache on disk, checked against each
// file's content) took a server's start from 2.0 to 1.7 CPU-s.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'hard-hat-e2e-compile-cache')
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`
/** The fake CRM the API forwards to (e2e/fake-crm.mjs); tests steer it through `/__control`. */
export const FAKE_CRM_URL = `http://127.0.0.1:${process.env.FAKE_CRM_PORT}`
/**
 * Debian's headless shell of Chromium (`chromium-headless-shell`, which `pnpm setup:system`
 * installs): the same engine as `/usr/bin/chromium` without the full browser around it. The suite's
 * pages took a third less CPU in it (docs/benchmarks.md). `E2E_CHROMIUM` picks another binary, such
 * as the full browser, to compare.
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell'
/** The API wants an admin token of 16 characters or more; tests read the export with it. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-for-tests-0123456789'

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Generous: on 2 cores the suite may share the machine with builds and other suites.
  timeout: 60_000,
  // A bound on a hang, never a measure: an assertion passes as soon as it holds, and on a busy
  // machine a page can take longer than Playwright's 5 s default to get there.
  expect: { timeout: 15_000 },
  // CI (`.ci/run`, TEST_REPORT_DIR) also keeps each test's time as JSON for its slowest-files report.
  reporter: [
    ['list'],
    ...(process.env.TEST_REPORT_DIR
      ? [
          [
            'json',
            { outputFile: join(process.env.TEST_REPORT_DIR, 'playwright-web.json') },
          ] as const,
        ]
      : []),
  ],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    // A failed test keeps its trace: each action, the console, the network and the source, but no
    // DOM snapshot or screencast of every action. Those more than doubled the time of a test that
    // acts many times (the WCAG audit presses Tab thousands of times); one screenshot at the failure
    // shows the page as it was.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: never `playwright install`.
      executablePath: E2E_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    // A test tagged @mobile runs in both projects; one tagged @phone runs in the mobile project
    // only: a long workflow (the inbox, the editor) that staff use from a phone, run once at 390 px,
    // whose layout checks look at 1280 px too (`atBothWidths`, e2e/fixtures.ts).
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile\b|@phone\b/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      command: 'node e2e/fake-crm.mjs',
      url: `${FAKE_CRM_URL}/__control/health`,
      reuseExistingServer: false,
      env: { FAKE_CRM_PORT: process.env.FAKE_CRM_PORT },
    },
    {
      command: 'node ../api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        RATE_LIMIT_MAX: '0',
        WEB_BUILD_DIR: join(process.env.E2E_DATA_DIR, 'site'),
        WEB_SERVER_BUILD: resolve('build/server/index.js'),
        PUBLIC_ORIGIN: baseURL,
        // The e2e build loads gtag.js after consent: the API's CSP must allow it, as in production.
        VITE_GA_MEASUREMENT_ID: 'G-E2ETEST000',
        CRM_URL: FAKE_CRM_URL,
        CRM_API_KEY: 'e2e-crm-key',
      },
    },
  ],
})
