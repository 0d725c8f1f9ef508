import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterEach, beforeEach } from 'vitest'
import { type AppOptions, buildApp } from '../app.js'
import type { Store } from '../store/types.js'
import type { TestStore } from './stores.js'

/**
 * Outbox retries a test can wait out: quick back-off and polling, and a CRM or SMTP timeout of 2 s
 * that a busy CI machine's answers stay inside (a later answer is sent again under the same key, as
 * designed, and an exactly-once check would then count two). A test of the timeout sets its own.
 */
export const FAST_RETRIES = {
  baseDelayMs: 20,
  maxDelayMs: 100,
  pollIntervalMs: 50,
  timeoutMs: 2000,
} as const

/** A log stream that keeps each line a test app writes in `lines`, for the test to read back. */
export function linesInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
}

/** A test app on a fresh store, with the defaults a test would otherwise repeat. */
export async function startApp(
  testStore: TestStore,
  options: Partial<Omit<AppOptions, 'store'>> & { store?: Store; logger?: unknown } = {},
): Promise<FastifyInstance> {
  const app = await buildApp({
    rateLimitMax: 0,
    publicOrigin: 'http://127.0.0.1:3000',
    ...options,
    store: options.store ?? testStore.store,
  } as AppOptions)
  await app.ready()
  return app
}

/**
 * A test app on the suite's store for each test: started before each test and closed after it.
 * Call it after `storeForEachTest`, so the app closes before the store is disposed of. What it
 * returns gives the current test's app.
 */
export function appForEachTest(
  testStore: TestStore,
  options: Parameters<typeof startApp>[1] = {},
): { readonly app: FastifyInstance } {
  let current: FastifyInstance | undefined
  beforeEach(async () => {
    current = await startApp(testStore, options)
  })
  afterEach(async () => {
    await current?.close()
    current = undefined
  })
  return {
    get app() {
      if (!current) throw new Error('appForEachTest: the app runs only inside a test')
      return current
    },
  }
}

/** The agency's email destination for a test outbox: the fake SMTP server at `smtpUrl`. */
export function testEmail(
  smtpUrl: string,
  to: string[],
  publicOrigin = 'https://www.hard-hat.example',
) {
  return { smtpUrl, to, from: 'website@agency.example', publicOrigin }
}

/** Starts a test app on the suite's store, handed to `closing` to be closed after the test. */
export function appStarter(
  testStore: TestStore,
  closing: ReturnType<typeof closedAfterEachTest>,
): (options?: Parameters<typeof startApp>[1]) => Promise<FastifyInstance> {
  return async (options = {}) => closing(await startApp(testStore, options))
}

/** JSON POST through `inject`, with an optional Idempotency-Key. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })
}

/**
 * What a suite opens for one test (apps, fake servers), closed after the test, the last opened
 * first. Call it after `storeForEachTest`, so everything closes before the store is disposed of;
 * it returns a function that takes what was opened and gives it back.
 */
export function closedAfterEachTest(): <Opened extends { close(): Promise<unknown> }>(
  opened: Opened,
) => Opened {
  const open: { close(): Promise<unknown> }[] = []
  afterEach(async () => {
    for (const opened of open.splice(0).reverse()) await opened.close()
  })
  return (opened) => {
    open.push(opened)
    return opened
  }
}
