#!/usr/bin/env node
// The checks of `pnpm test`, once everything is built: three lanes at once, so that the two long
// suites start at the first second instead of waiting for a turbo lane. In one turbo run the
// browser suite started last (Turborepo starts a workspace's tasks in the order of the workspace
// graph, and the web app comes last whatever order the command names them in), 338 s after the
// run began, and ended the run alone.
//   1. the browser suite (`@hard-hat/web#test:e2e`);
//   2. the API suite (`@hard-hat/api#test`);
//   3. everything else, one task at a time: lint, typecheck, the other unit suites, the package
//      checks, the web build's API suite and the example agency's browser test.
// Each lane is a turbo run with `--only`: the builds it needs are done (`pnpm test` builds first),
// and three turbo runs restoring the same cached outputs at once could race. Every lane runs to
// its end, so a failure in one still reports the others; the exit status is the first failure's.
// At the end each lane's wall seconds and the CPU seconds its processes used (bash's `times`: user
// and system time of every process the run waited for; a database server that detaches is not
// counted) are printed, and written to TEST_REPORT_DIR/lanes.txt for CI's report when set.
import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'

const CHECKS = ['lint', 'typecheck', 'test:build', 'test:api', 'test:docs', 'test:consumer']

/** Each lane: the turbo runs it makes, one after another. */
const LANES = [
  [['test:e2e', '--filter=@hard-hat/web']],
  [['test', '--filter=@hard-hat/api']],
  [
    [...CHECKS, 'test:web-build', '--concurrency=1'],
    ['test', '--filter=!@hard-hat/api', '--concurrency=1'],
    ['test:e2e', '--filter=!@hard-hat/web', '--concurrency=1'],
  ],
]

/** bash's `times`, second line: its children's user and system time, as `0m1.50s 0m0.25s`. */
function cpuSecondsOf(times) {
  const children = times.trim().split('\n')[1] ?? ''
  return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
    0,
  )
}

/** Runs one turbo run to its end; resolves with its exit status and the CPU seconds it used. */
function turbo(args) {
  return new Promise((done) => {
    // `times` writes to descriptor 3, a pipe of ours, so the run's own output is untouched.
    const child = spawn(
      'bash',
      [
        '-c',
        '"$@"; status=$?; times >&3; exit $status',
        'bash',
        'pnpm',
        'turbo',
        'run',
        ...args,
        '--only',
      ],
      { stdio: ['inherit', 'inherit', 'inherit', 'pipe'] },
    )
    let times = ''
    child.stdio[3]?.on('data', (chunk) => {
      times += chunk
    })
    child.on('error', (error) => {
      console.error(`test-lanes: turbo run ${args.join(' ')}: ${error.message}`)
      done({ code: 1, cpuSeconds: 0 })
    })
    child.on('close', (code, signal) =>
      done({ code: code ?? (signal ? 1 : 0), cpuSeconds: cpuSecondsOf(times) }),
    )
  })
}

async function lane(runs) {
  const startedAt = performance.now()
  let status = 0
  let cpuSeconds = 0
  for (const args of runs) {
    const run = await turbo(args)
    cpuSeconds += run.cpuSeconds
    if (run.code !== 0) {
      console.error(`test-lanes: turbo run ${args.join(' ')} failed (${run.code})`)
      status ||= run.code
    }
  }
  return { status, cpuSeconds, seconds: (performance.now() - startedAt) / 1000 }
}

const lanes = await Promise.all(LANES.map(lane))
const report = lanes
  .map(
    ({ seconds, cpuSeconds }, index) =>
      `lane ${index + 1} (${LANES[index].map((args) => args.join(' ')).join('; ')}): ${seconds.toFixed(0)} s, ${cpuSeconds.toFixed(0)} CPU-s`,
  )
  .join('\n')
console.log(`--- test lanes\n${report}`)
if (process.env.TEST_REPORT_DIR)
  appendFileSync(`${process.env.TEST_REPORT_DIR}/lanes.txt`, `${report}\n`)
process.exit(lanes.find(({ status }) => status !== 0)?.status ?? 0)
