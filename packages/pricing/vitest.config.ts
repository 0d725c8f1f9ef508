import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

export default defineConfig({
  test: {
    ...timingReporters('pricing'),
    // The files share one module graph: nothing here mocks a module, stubs a global or fakes a
    // timer, and each file's rules are pure. Isolating each file (importing zod and the package
    // again for every file) took three times the CPU of the tests themselves (docs/benchmarks.md).
    isolate: false,
  },
})
