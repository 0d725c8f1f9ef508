// pnpm --filter @hard-hat/api bench:publish: the time from the editor's Publish button to the page
// served, on the web build (build @hard-hat/web first). An owner signed in posts the edit form with
// "Publish", as the browser does with scripts off; the clock starts when the post is sent and stops
// when the article's page answers 200, asked every 10 ms. Each run is a new article, so each is a
// real render (the page, /insights, the home teaser, sitemap.xml). One instance on SQLite, the
// publisher asking the store every 200 ms (CONTENT_POLL_MS in production is the same order).
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../src/app.js'
import { ServedSnapshot } from '../src/content/render/served-snapshot.js'
import { createSqliteStore } from '../src/store/index.js'
import { newTestArticle } from '../src/test/content.js'
import { basisOf, formOf, idFrom } from '../src/test/content-forms.js'
import { addTestPerson, TEST_ORIGIN, testFormPost, testSessionCookie } from '../src/test/people.js'

const WEB_BUILD = fileURLToPath(new URL('../../web/build', import.meta.url))
const SERVER_BUILD = join(WEB_BUILD, 'server/index.js')
const RUNS = Number(process.env.BENCH_RUNS ?? 7)
const POLL_MS = 200
/** A bound on a hang, not a measure: a publication that never arrives ends the bench. */
const HANG_MS = 60_000

if (!existsSync(SERVER_BUILD)) {
  console.error(`${SERVER_BUILD} is missing: build @hard-hat/web first`)
  process.exit(1)
}

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-publish-bench-'))
const store = createSqliteStore({ dataDir })
await store.migrate()
const folder = join(dataDir, 'pages')
const app = await buildApp({
  store,
  rateLimitMax: 0,
  publicOrigin: TEST_ORIGIN,
  webBuildDir: join(WEB_BUILD, 'client'),
  contentSnapshot: new ServedSnapshot(folder),
  contentPublishing: { serverBuildPath: SERVER_BUILD, pollMs: POLL_MS },
})
await app.ready()
// An owner signed in, as a passkey sign-in leaves them (the test helpers write the same rows).
const signedIn = { store, location: { dataDir }, dispose: async () => {} }
const cookie = await testSessionCookie(signedIn, await addTestPerson(signedIn, 'owner'))

const times: number[] = []
try {
  for (let run = 1; run <= RUNS; run += 1) {
    const slug = `published-by-the-bench-${run}`
    const article = newTestArticle(`Published by the bench, run ${run}`, slug)
    const created = await testFormPost(
      app,
      '/admin/content/articles/new',
      cookie,
      formOf('article', article, { action: 'save' }),
    )
    const url = `/admin/content/articles/${idFrom(created.headers.location)}`
    const page = await app.inject({ url, headers: { cookie } })
    const startedMs = performance.now()
    const published = await testFormPost(
      app,
      url,
      cookie,
      formOf('article', article, { ...basisOf(page.body), action: 'publish' }),
    )
    if (published.statusCode !== 303) {
      throw new Error(`Publish answered ${published.statusCode}: ${published.body.slice(0, 300)}`)
    }
    while ((await app.inject({ url: `/insights/${slug}` })).statusCode !== 200) {
      if (performance.now() - startedMs > HANG_MS) throw new Error(`${slug} was never served`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const ms = performance.now() - startedMs
    times.push(ms)
    console.error(`run ${run}/${RUNS}: served ${Math.round(ms)} ms after Publish`)
  }
} finally {
  await app.close()
  await store.close()
  await rm(dataDir, { recursive: true, force: true })
}

const sorted = [...times].sort((a, b) => a - b)
const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
console.log(
  `Publish → served, one instance on SQLite, poll ${POLL_MS} ms, ${RUNS} runs: median ${Math.round(median)} ms, fastest ${Math.round(sorted[0] ?? Number.NaN)} ms, slowest ${Math.round(sorted.at(-1) ?? Number.NaN)} ms`,
)
