import type { FastifyInstance } from 'fastify'
import { type AppOptions, buildApp } from '../app.js'
import type { Store } from '../store/types.js'
import type { TestStore } from './stores.js'

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
