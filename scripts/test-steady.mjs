#!/usr/bin/env node
// `pnpm test:steady`: the proof that no test depends on the machine's speed. It runs the API suite
// and the browser suite (each workspace's `test` and `test:e2e`, as `pnpm test` runs them: two at a
// time) while one core is kept busy by a CPU loop it starts itself, bounded in time, and stops by its
// PID when the suites end, whatever way they end. Exit status: the suites'.
import { spawn } from 'node:child_process'

/** The loop's own bound, so it ends even if this script is killed outright; it is stopped sooner. */
const busyMs = 2 * 60 * 60 * 1000

const loop = spawn(
  process.execPath,
  ['-e', `const t = Date.now() + ${busyMs}; while (Date.now() < t) {}`],
  { stdio: 'ignore' },
)
console.log(
  `--- test:steady: a CPU loop keeps one core busy (PID ${loop.pid}, at most ${busyMs} ms)`,
)

function stopLoop() {
  if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL')
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoop()
    process.exit(130)
  })
}
process.on('exit', stopLoop)

const startedAt = Date.now()
// --force: a cached pass from a quiet machine would prove nothing.
const suites = spawn(
  'pnpm',
  [
    'turbo',
    'run',
    'test',
    'test:e2e',
    '--filter=@hard-hat/api',
    '--filter=@hard-hat/web',
    '--force',
    '--concurrency=2',
  ],
  { stdio: 'inherit' },
)
suites.on('exit', (code, signal) => {
  const seconds = Math.round((Date.now() - startedAt) / 1000)
  const loopStillRan = loop.exitCode === null && loop.signalCode === null
  stopLoop()
  console.log(
    `--- test:steady: the suites ${code === 0 ? 'passed' : `failed (${signal ?? code})`} in ${seconds} s, ` +
      `the CPU loop ${loopStillRan ? `busy throughout, stopped (PID ${loop.pid})` : 'ended before them: the suites ran over its bound'}`,
  )
  process.exit(code === 0 && loopStillRan ? 0 : code || 1)
})
