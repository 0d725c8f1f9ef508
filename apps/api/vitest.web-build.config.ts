import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'
import { API_TEST_BOUNDS, GLOBAL_SETUP, WEB_BUILD_TESTS } from './vitest.config'

// `test:web-build`: the suites that run the web build's own output (its server bundle), after
// turbo has built @hard-hat/web (apps/api/turbo.json).
export default defineConfig({
  test: {
    ...timingReporters('api-web-build'),
    include: WEB_BUILD_TESTS,
    // Publishing is tested on both stores (content/publishing.web-build.test.ts).
    globalSetup: GLOBAL_SETUP,
    ...API_TEST_BOUNDS,
  },
})
