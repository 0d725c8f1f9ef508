import { configDefaults, defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'
import { API_TEST_BOUNDS, API_TESTS, WEB_BUILD_TESTS, WITH_POSTGRES } from './vitest.config'

// `test:runtime`: what CI runs again on Node.js 22.14 and 26, after the whole suite on Node.js 24.
// A Node.js line can change the native addon (better-sqlite3), the PostgreSQL driver's sockets,
// crypto, Intl, the HTTP parser and child processes, not what a pure rule answers. So:
// - the stores' own suites run whole, against both databases (SQL, the driver's sockets);
// - every other suite runs its describe.each(STORE_FACTORIES) against SQLite only (the app over
//   the native addon on this line); a suite that asks for PostgreSQL itself still gets it;
// - the few files that test pure rules only (no store, no server, no crypto, no Intl) are left
//   to Node.js 24. A new test file runs on every line until it is listed here.

/** Where the stores themselves are tested, SQL and drivers included. */
const STORE_TESTS = ['src/store/**/*.test.ts']

/** Pure rules: the same answer on every Node.js line. */
const PURE_TESTS = [
  'src/deploy-unit.test.ts',
  'src/env.test.ts',
  'src/leads/native-forms/form-words.test.ts',
  'src/lib/reply-promises.test.ts',
  'src/outbox/retry-schedule.test.ts',
  'src/inbox/leads/lead-view.test.ts',
]

export default defineConfig({
  test: {
    ...timingReporters('api-runtime'),
    projects: [
      {
        test: {
          name: 'stores, both databases',
          include: STORE_TESTS,
          globalSetup: WITH_POSTGRES,
          ...API_TEST_BOUNDS,
        },
      },
      {
        test: {
          name: 'app, SQLite',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...STORE_TESTS, ...PURE_TESTS, ...WEB_BUILD_TESTS],
          env: { TEST_STORES: 'sqlite' },
          // A suite may still ask for PostgreSQL itself (two instances sharing one store).
          globalSetup: WITH_POSTGRES,
          ...API_TEST_BOUNDS,
        },
      },
    ],
  },
})
