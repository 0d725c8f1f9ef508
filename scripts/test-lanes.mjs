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
import { spawn } from 'node:child_process'

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

/** Runs one turbo run to its end; resolves with its exit status. */
function turbo(args) {
  return new Promise((done) => {
    const child = spawn('pnpm', ['turbo', 'run', ...args, '--only'], { stdio: 'inherit' })
    child.on('error', (error) => {
      console.error(`test-lanes: turbo run ${args.join(' ')}: ${error.message}`)
      done(1)
    })
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
  })
}

async function lane(runs) {
  let status = 0
  for (const args of runs) {
    const code = await turbo(args)
    if (code !== 0) {
      console.error(`test-lanes: turbo run ${args.join(' ')} failed (${code})`)
      status ||= code
    }
  }
  return status
}

const statuses = await Promise.all(LANES.map(lane))
process.exit(statuses.find((status) => status !== 0) ?? 0)
