import { configDefaults, defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'

/** Every file of the API's suite, and what each run of it needs (also vitest.runtime.config.ts). */
export const API_TESTS = ['src/**/*.test.ts', 'bench/**/*.test.ts']
/** Suites that need the web build (`test:web-build`, vitest.web-build.config.ts). */
export const WEB_BUILD_TESTS = ['src/**/*.web-build.test.ts']
/**
 * Bounds on a hang, never a measure: a test that does real work (the outbox's simulated day, about
 * 290 delivery rounds on PostgreSQL) took 10 s in CI and 22 s on a machine busier than CI, past the
 * 20 s this was. A test that hangs is still stopped, a minute later.
 */
export const API_TEST_BOUNDS = { testTimeout: 60_000, hookTimeout: 60_000 }
/** The API built if its source is newer (built-api.ts), and one throwaway PostgreSQL cluster for the run. */
export const GLOBAL_SETUP = ['src/test/built-api.ts', 'src/test/global-setup.ts']

export default defineConfig({
  test: {
    ...timingReporters('api'),
    include: API_TESTS,
    exclude: [...configDefaults.exclude, ...WEB_BUILD_TESTS],
    globalSetup: GLOBAL_SETUP,
    ...API_TEST_BOUNDS,
    // The files share one module graph instead of importing Fastify, the wings, zod and the
    // drivers again for each of the 95: the suite alone used 228 CPU-s instead of 372 (import 3% of
    // its time instead of 17%). Nothing in it mocks a module or stubs a global, and every test
    // builds its own app, store and clock; a file that needs a fresh module graph says so.
    isolate: false,
  },
})
