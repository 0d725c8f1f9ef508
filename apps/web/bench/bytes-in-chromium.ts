// `pnpm --filter @hard-hat/web bench:bytes`: every route's JavaScript all told as Chromium
// transfers it from the built server (its compression, its headers), beside the budget's gzip count
// of the files (scripts/check-budget.ts). A page is loaded in a fresh context, left to hydrate and go
// idle (what it fetches once idle is counted), and not touched: what a form's first interaction
// loads (its code, decision 053, and the forms runtime, decision 048) is printed apart, by focusing
// the page's first form field, and so is the quote builder's code (decision 054), by focusing its
// first package.
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { type Browser, chromium, type Page } from '@playwright/test'
import { kB, measureBuild } from '../scripts/check-budget'
import { freePort } from '../scripts/free-port'

const here = dirname(fileURLToPath(import.meta.url))
const webDir = resolve(here, '..')
const apiServer = resolve(webDir, '../api/dist/server.js')

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const site = join(dataDir, 'site')
  cpSync(join(webDir, 'build/client'), site, { recursive: true })
  const child = spawn(process.execPath, [apiServer], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: 'bench-admin-token-0123456789abcdef',
      RATE_LIMIT_MAX: '0',
      WEB_BUILD_DIR: site,
      WEB_SERVER_BUILD: join(webDir, 'build/server/index.js'),
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
  })
  for (let tries = 0; tries < 600; tries += 1) {
    const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return child
    await new Promise((go) => setTimeout(go, 100))
  }
  child.kill()
  throw new Error('@hard-hat/web bench:bytes: the server did not answer within a minute')
}

/** Bytes transferred (headers and encoded body) for each `/assets/*.js` the page fetched. */
function countScripts(page: Page): Map<string, number> {
  const bytes = new Map<string, number>()
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname
    if (!/^\/assets\/.+\.js$/.test(path)) return
    const sizes = await request.sizes()
    bytes.set(path, (bytes.get(path) ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize)
    if (process.env.BYTES_DETAIL)
      console.log(path, sizes.responseBodySize, sizes.responseHeadersSize)
  })
  return bytes
}

/** Issue 36's goal: no route over 125 kB of JavaScript all told, as transferred. */
const ISSUE_LIMIT_BYTES = 125_000

const sum = (bytes: Map<string, number>) => [...bytes.values()].reduce((a, b) => a + b, 0)

interface Measured {
  readonly route: string
  readonly allToldBytes: number
  readonly onFirstInteractionBytes: number | undefined
  /** Each script of all told, with its bytes transferred (headers and body), largest first. */
  readonly files: readonly (readonly [string, number])[]
}

async function measure(browser: Browser, origin: string, route: string): Promise<Measured> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const bytes = countScripts(page)
  await page.goto(`${origin}${route}`, { waitUntil: 'load' })
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  // Long enough for the idle callbacks (2 s at most each) and what they fetch.
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => new Promise((go) => setTimeout(go, 3000)))
  await page.waitForLoadState('networkidle')
  const allToldBytes = sum(bytes)
  const files = [...bytes].sort(([, a], [, b]) => b - a)
  let onFirstInteractionBytes: number | undefined
  const field = page
    .locator('form[method="post"] input:not([type="hidden"]), button[aria-pressed]')
    .first()
  if ((await field.count()) > 0 && (await field.isVisible())) {
    await field.focus()
    await page.evaluate(() => new Promise((go) => setTimeout(go, 500)))
    await page.waitForLoadState('networkidle')
    onFirstInteractionBytes = sum(bytes) - allToldBytes
  }
  await context.close()
  return { route, allToldBytes, onFirstInteractionBytes, files }
}

async function main(): Promise<void> {
  // `pnpm … bench:bytes -- --routes /` hands the script a `--` first.
  const args = process.argv.slice(2).filter((arg) => arg !== '--')
  const { values } = parseArgs({
    args,
    options: { routes: { type: 'string' }, files: { type: 'boolean', default: false } },
  })
  const budget = measureBuild(join(webDir, 'build/client'))
  const routes = values.routes
    ? values.routes.split(',')
    : budget.filter((page) => page.scripts.length > 0).map((page) => page.route)
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'hard-hat-bytes-'))
  const server = await startServer(port, dataDir)
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    console.log(
      '| route | all told, transferred | bytes | first use (a form’s or the quote builder’s code, the forms runtime) |',
    )
    console.log('| --- | ---: | ---: | ---: |')
    const allTold: number[] = []
    for (const route of routes) {
      const result = await measure(browser, `http://127.0.0.1:${port}`, route)
      allTold.push(result.allToldBytes)
      console.log(
        `| ${route} | ${kB(result.allToldBytes)} | ${result.allToldBytes} | ${result.onFirstInteractionBytes === undefined ? '–' : kB(result.onFirstInteractionBytes)} |`,
      )
      // `--files`: what each script of the route's all told took, headers included.
      if (values.files)
        for (const [file, bytes] of result.files) console.log(`|   ${file} | ${kB(bytes)} | | |`)
    }
    const within = allTold.filter((bytes) => bytes <= ISSUE_LIMIT_BYTES).length
    console.log(
      `\n${within} of ${allTold.length} routes at or under ${kB(ISSUE_LIMIT_BYTES)} all told; the heaviest ${kB(Math.max(...allTold))}.`,
    )
  } finally {
    await browser.close()
    server.kill()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
