// pnpm bench:api:profile: the built server on SQLite under `node --cpu-prof`, POST /api/submit-enquiry
// at 50 connections for BENCH_DURATION_S seconds, then the profile's top costs: self time by
// function and by package, and total time through the workspace's own functions. The .cpuprofile is
// kept (its path is printed) for Chromium's DevTools. `-- path/to/server.js` profiles another build.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ENQUIRY_BODIES } from '../src/test/bodies.js'
import { startServer } from '../src/test/server-process.js'
import { type CpuProfile, formatRows, summariseProfile } from './cpu-profile.js'
import { BENCH_ENV, CONNECTIONS, measureLoad } from './load.js'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10)
const ROWS = 20
const entry = process.argv.slice(2).find((arg) => arg !== '--')

const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-profile-data-'))
const profileDir = await mkdtemp(join(tmpdir(), 'hard-hat-profile-'))
const server = await startServer(
  { ...BENCH_ENV, DATA_DIR: dataDir },
  {
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    ...(entry ? { entry: resolve(entry) } : {}),
  },
)
let submit: Awaited<ReturnType<typeof measureLoad>>
try {
  submit = await measureLoad({
    url: `${server.url}/api/submit-enquiry`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ENQUIRY_BODIES.onePage),
    duration: DURATION_S,
  })
} finally {
  // A graceful exit: V8 writes the profile as the process ends.
  await server.stop()
  await rm(dataDir, { recursive: true, force: true })
}
const file = (await readdir(profileDir)).find((name) => name.endsWith('.cpuprofile'))
if (!file) throw new Error(`@hard-hat/api profile: no .cpuprofile in ${profileDir}`)
const profile = JSON.parse(await readFile(join(profileDir, file), 'utf8')) as CpuProfile
const summary = summariseProfile(profile, ROWS)
const requests = submit.requestsPerSecond * DURATION_S
const perRequestUs = (summary.busyMs * 1000) / requests

console.log(
  `${entry ?? 'dist/server.js'}: POST /api/submit-enquiry on SQLite under --cpu-prof, ${CONNECTIONS} connections, ${DURATION_S} s: ` +
    `${submit.requestsPerSecond.toFixed(0)} req/s p99 ${submit.p99Ms} ms, errors ${submit.errors}; ` +
    `busy ${summary.busyMs.toFixed(0)} ms, about ${perRequestUs.toFixed(0)} µs of CPU a request (profiler included)\n`,
)
console.log(formatRows('Self time by package or area', summary.selfByArea, requests))
console.log()
console.log(formatRows('Self time by function', summary.selfByFunction, requests))
console.log()
console.log(
  formatRows('Total time through workspace functions', summary.totalByWorkspaceFunction, requests),
)
console.log(`\nprofile: ${join(profileDir, file)}`)
