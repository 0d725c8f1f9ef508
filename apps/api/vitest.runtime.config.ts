import { defineConfig } from 'vitest/config'
import { timingReporters } from '../../scripts/vitest-timings'
import { API_TEST_BOUNDS, GLOBAL_SETUP } from './vitest.config'

// `test:runtime`: what CI runs again on Node.js 22.14 and 26, after the whole suite on Node.js 24.
// A Node.js line can change what the runtime itself does: the native addons (better-sqlite3,
// sharp), the PostgreSQL driver's sockets, crypto (passkeys, hashes, signatures), Intl (UK time),
// the HTTP parser and real sockets, fetch, child processes, streams and zlib. It cannot change what
// a rule computes over app.inject, so those suites run once, on Node.js 24.
// - the stores' own suites run whole, against both databases (SQL, the driver's sockets);
// - the suites below, each named by what of the runtime it reaches, run against SQLite (a suite
//   that asks for PostgreSQL itself, two instances sharing one store, still gets it).
// A new test file runs on Node.js 24 only until it is listed here: list it if it reaches the runtime.

/** Where the stores themselves are tested, SQL and drivers included. */
const STORE_TESTS = ['src/store/**/*.test.ts']

/** Suites that reach what a Node.js line can change, and what of it. */
const RUNTIME_TESTS = {
  // The server's start on this line: the floor check, readiness, a port taken, signals.
  'src/runtime.test.ts': 'the Node.js floor, read from process.versions',
  'src/server.test.ts': 'the server started as a process, its start and stop',
  'src/test/server-process.test.ts': 'a child process on a taken port',
  'src/process-safety.test.ts': 'uncaught errors and signals in a process',
  'src/nginx.test.ts': 'the HTTP parser and sockets behind a real proxy',
  'src/plugins/external/web-site.test.ts': 'files streamed from disk, compressed variants',
  // Crypto: passkeys through WebCrypto, token and link hashes, signed webhooks.
  'src/inbox/people/setup-link.test.ts': 'a passkey registered and used (WebCrypto)',
  'src/inbox/people/people-tokens.test.ts': 'API tokens hashed and compared',
  'src/outbox/crm.test.ts': 'fetch to the CRM, its signature',
  'src/outbox/follow-through.test.ts': 'signed webhooks (standardwebhooks)',
  'src/outbox/email.test.ts': 'SMTP over a socket',
  'src/outbox/worker.test.ts': 'fetch with an AbortSignal timeout',
  // Intl: UK time and working hours from the ICU data this line ships.
  'src/inbox/uk-time.test.ts': 'UK time through Intl',
  'src/lib/working-hours.test.ts': 'working hours through Intl',
  'src/lib/reply-promises.test.ts': 'reply-by times through Intl',
  // Native addons, streams and zlib.
  'src/content/images/pipeline.test.ts': 'sharp (a native addon) decoding and encoding photos',
  'src/content/render/served-snapshot.test.ts': 'brotli and gzip from zlib',
  'src/ops/backup/backup.test.ts': 'the SQLite backup API and archive streams',
  'src/ops/metrics.test.ts': 'perf_hooks (event-loop delay) in the metrics',
  'bench/cpu-profile.test.ts': 'the inspector (CPU profiles)',
} as const

export default defineConfig({
  test: {
    ...timingReporters('api-runtime'),
    projects: [
      {
        test: {
          name: 'stores, both databases',
          include: STORE_TESTS,
          globalSetup: GLOBAL_SETUP,
          ...API_TEST_BOUNDS,
        },
      },
      {
        test: {
          name: 'runtime, SQLite',
          include: Object.keys(RUNTIME_TESTS),
          env: { TEST_STORES: 'sqlite' },
          // A suite may still ask for PostgreSQL itself (two instances sharing one store).
          globalSetup: GLOBAL_SETUP,
          ...API_TEST_BOUNDS,
        },
      },
    ],
  },
})
