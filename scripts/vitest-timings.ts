/**
 * Vitest's reporters for one workspace's suite: with `TEST_REPORT_DIR` set (`.ci/run` sets it), the
 * results are also written there as JSON, one file per suite and Node.js line, for the report of
 * the slowest test files that `scripts/ci-report.mjs` prints at the end of CI.
 */
export function timingReporters(suite: string): {
  reporters?: string[]
  outputFile?: { json: string }
} {
  const dir = process.env.TEST_REPORT_DIR
  if (!dir) return {}
  return {
    reporters: ['default', 'json'],
    outputFile: { json: `${dir}/vitest-${suite}-node${process.versions.node}.json` },
  }
}
