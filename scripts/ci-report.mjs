#!/usr/bin/env node
// Where a CI run's time went, from what `.ci/run` collected in one folder (argument 1):
//   turbo/<step>/*.json   Turborepo run summaries (TURBO_RUN_SUMMARY), one folder per CI step;
//   vitest-*.json         each Vitest run's JSON report (see scripts/vitest-timings.ts);
//   playwright-*.json     each Playwright run's JSON report.
// Prints the seconds each turbo task took, by step, the test lanes' wall and CPU seconds
// (lanes.txt, scripts/test-lanes.mjs), then the 15 slowest test files. It reads
// whatever is there, so a failed run still reports the steps it finished.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'

const reportDir = process.argv[2]
const root = process.cwd()
const SLOWEST = 15

if (!reportDir || !existsSync(reportDir)) {
  console.log(`ci-report: no reports in ${reportDir ?? '(no folder given)'}`)
  process.exit(0)
}

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined // a run killed mid-write leaves half a file: report the rest
  }
}
const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7)
const jsonFiles = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []

/** Every turbo task of one CI step, in the order they started. */
function turboTasks(stepDir) {
  return jsonFiles(stepDir)
    .map((name) => readJson(join(stepDir, name)))
    .filter((summary) => summary?.tasks)
    .flatMap((summary) =>
      summary.tasks.map((task) => ({
        id: task.taskId,
        cache: task.cache?.status ?? '',
        startTime: task.execution?.startTime ?? 0,
        ms: task.execution ? task.execution.endTime - task.execution.startTime : 0,
        exitCode: task.execution?.exitCode,
      })),
    )
    .sort((a, b) => a.startTime - b.startTime)
}

const turboDir = join(reportDir, 'turbo')
for (const step of existsSync(turboDir) ? readdirSync(turboDir).sort() : []) {
  const tasks = turboTasks(join(turboDir, step))
  if (tasks.length === 0) continue
  // Each task's start, counted from the step's first: a task on the critical path that started
  // late waited for a lane.
  console.log(`\n--- ${step}: seconds per turbo task (in the order they started, at +s)`)
  const stepStart = tasks.find((task) => task.startTime > 0)?.startTime ?? 0
  for (const task of tasks) {
    const outcome = task.exitCode === undefined ? 'not run' : task.exitCode === 0 ? '' : 'FAILED'
    const cache = task.cache === 'HIT' ? 'cached' : ''
    const at = task.startTime > 0 ? `+${Math.round((task.startTime - stepStart) / 1000)}` : ''
    console.log(
      `${seconds(task.ms)} s  ${at.padStart(6)}  ${task.id} ${cache} ${outcome}`.trimEnd(),
    )
  }
}

// The Node.js 24 step's three lanes (scripts/test-lanes.mjs): wall and CPU seconds of each.
const lanesFile = join(reportDir, 'lanes.txt')
if (existsSync(lanesFile)) {
  console.log(`\n--- the test lanes: seconds, and the CPU seconds their processes used`)
  console.log(readFileSync(lanesFile, 'utf8').trimEnd())
}

/**
 * A test file's path from the repository's root, also for a run in CI's second checkout (the
 * Node.js 26 step's, outside this one): from its workspace folder on.
 */
function inRepository(path) {
  const fromRoot = relative(root, path)
  if (!fromRoot.startsWith('..')) return fromRoot
  const workspace = /\/((?:apps|packages|examples)\/.*)$/.exec(path)
  return workspace?.[1] ?? fromRoot
}

/** Vitest's JSON (Jest's shape): one entry per file with its start and end. */
function vitestFiles(report, label) {
  return (report.testResults ?? []).map((file) => ({
    file: inRepository(file.name),
    label,
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    tests: file.assertionResults?.length ?? 0,
  }))
}

/** Playwright's JSON: suites nest by file and describe; a file's time is its tests' summed time. */
function playwrightFiles(report, label) {
  const byFile = new Map()
  const visit = (suite, file) => {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = byFile.get(here) ?? { ms: 0, tests: 0 }
        entry.tests += 1
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0
        byFile.set(here, entry)
      }
    }
    for (const child of suite.suites ?? []) visit(child, here)
  }
  for (const suite of report.suites ?? []) visit(suite, suite.file)
  return [...byFile].map(([file, entry]) => ({ file: `e2e/${file}`, label, ...entry }))
}

const files = jsonFiles(reportDir).flatMap((name) => {
  const report = readJson(join(reportDir, name))
  if (!report) return []
  const label = basename(name, '.json')
  return name.startsWith('playwright') ? playwrightFiles(report, label) : vitestFiles(report, label)
})
if (files.length > 0) {
  console.log(
    `\n--- the ${SLOWEST} slowest test files (Playwright: its tests' time summed over workers)`,
  )
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST)) {
    console.log(`${seconds(file.ms)} s  ${file.file} (${file.tests} tests, ${file.label})`)
  }
}
