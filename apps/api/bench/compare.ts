// pnpm bench:compare -- <before>/server.js <after>/server.js: two builds of the API on SQLite, back
// to back in alternating order (ROUNDS rounds, BENCH_DURATION_S seconds a case), each round GET
// /api/health/ready (the baseline, no write) then POST /api/submit-enquiry at 50 connections:
// throughput, p99, ratio to the baseline,
// and the CPU time each lead cost the server (its main thread, and the whole process with its
// worker threads), read from /proc. On a machine others are loading, throughput and p99 swing from
// one minute to the next; the CPU time a lead costs is the steadier figure. Make the "before"
// build with e.g. `git stash && tsc -p tsconfig.build.json --outDir dist-before && git stash pop`.
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { ENQUIRY_BODIES } from '../src/test/bodies.js'
import { startServer } from '../src/test/server-process.js'
import { BASELINE_PATH, BENCH_ENV, CONNECTIONS, measureLoad, median } from './load.js'

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 6)
const ROUNDS = Number(process.env.ROUNDS ?? 4)
const entries = process.argv
  .slice(2)
  .filter((arg) => arg !== '--')
  .map((arg) => resolve(arg))
if (entries.length < 2) throw new Error('@hard-hat/api compare: give two or more server.js files')

/** CPU time (user + system) in ms of a process, or of one of its threads, from /proc. */
function cpuMs(statPath: string): number {
  const fields = readFileSync(statPath, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

interface Row {
  baselinePerS: number
  submitPerS: number
  submitP99Ms: number
  ratio: number
  mainUsPerLead: number
  processUsPerLead: number
}

async function measure(entry: string): Promise<Row> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-compare-'))
  const server = await startServer({ ...BENCH_ENV, DATA_DIR: dataDir }, { entry })
  try {
    await measureLoad({ url: `${server.url}${BASELINE_PATH}`, duration: 2 }) // warm-up
    const baseline = await measureLoad({
      url: `${server.url}${BASELINE_PATH}`,
      duration: DURATION_S,
    })
    const pid = server.child.pid
    const mainBefore = cpuMs(`/proc/${pid}/task/${pid}/stat`)
    const processBefore = cpuMs(`/proc/${pid}/stat`)
    const submit = await measureLoad({
      url: `${server.url}/api/submit-enquiry`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ENQUIRY_BODIES.onePage),
      duration: DURATION_S,
    })
    const leads = submit.requestsPerSecond * DURATION_S
    if (baseline.errors + submit.errors > 0)
      throw new Error(`${entry}: ${baseline.errors + submit.errors} errors`)
    return {
      baselinePerS: baseline.requestsPerSecond,
      submitPerS: submit.requestsPerSecond,
      submitP99Ms: submit.p99Ms,
      ratio: submit.requestsPerSecond / baseline.requestsPerSecond,
      mainUsPerLead: ((cpuMs(`/proc/${pid}/task/${pid}/stat`) - mainBefore) * 1000) / leads,
      processUsPerLead: ((cpuMs(`/proc/${pid}/stat`) - processBefore) * 1000) / leads,
    }
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

const line = (label: string, row: Row) =>
  `${label} | ${BASELINE_PATH} ${row.baselinePerS.toFixed(0)} req/s | submit ${row.submitPerS.toFixed(0)} req/s p99 ${row.submitP99Ms.toFixed(0)} ms | ratio ${row.ratio.toFixed(3)} | CPU a lead: main thread ${row.mainUsPerLead.toFixed(0)} µs, process ${row.processUsPerLead.toFixed(0)} µs`

console.log(
  `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s a case, ${ROUNDS} rounds in alternating order, SQLite, loopback`,
)
const rows = new Map<string, Row[]>(entries.map((entry) => [entry, []]))
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const entry of round % 2 === 1 ? entries : [...entries].reverse()) {
    const row = await measure(entry)
    rows.get(entry)?.push(row)
    console.log(line(`round ${round} ${entry}`, row))
  }
}
for (const [entry, measured] of rows) {
  const of = (pick: (row: Row) => number) => median(measured.map(pick))
  console.log(
    line(`median ${entry}`, {
      baselinePerS: of((row) => row.baselinePerS),
      submitPerS: of((row) => row.submitPerS),
      submitP99Ms: of((row) => row.submitP99Ms),
      ratio: of((row) => row.ratio),
      mainUsPerLead: of((row) => row.mainUsPerLead),
      processUsPerLead: of((row) => row.processUsPerLead),
    }),
  )
}
