import { configDefaults, defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

/** Every file of the API's suite, and what each run of it needs (also vitest.runtime.config.ts). */
export const API_TESTS = ['src/**/*.test.ts', 'bench/**/*.test.ts']
/** Suites that need the web build (`test:web-build`, vitest.web-build.config.ts). */
export const WEB_BUILD_TESTS = ['src/**/*.web-build.test.ts']
export const API_TEST_BOUNDS = { testTimeout: 20_000, hookTimeout: 30_000 }
/** One throwaway PostgreSQL cluster for the run. */
export const WITH_POSTGRES = ['src/test/global-setup.ts']

export default defineConfig({
  test: {
    ...timingReporters('api'),
    include: API_TESTS,
    exclude: [...configDefaults.exclude, ...WEB_BUILD_TESTS],
    globalSetup: WITH_POSTGRES,
    ...API_TEST_BOUNDS,
  },
})
