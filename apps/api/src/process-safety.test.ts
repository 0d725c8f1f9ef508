import { EventEmitter } from 'node:events'
import { get } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { buildApp } from './app.js'
import { installProcessSafety } from './process-safety.js'
import { STORE_FACTORIES, storeForEachTest } from './test/stores.js'

class FakeProcess extends EventEmitter {
  readonly exitCodes: number[] = []
  exit(code: number) {
    this.exitCodes.push(code)
  }
}

describe('the process safety net', () => {
  const testStore = storeForEachTest(STORE_FACTORIES[0].open)
  afterEach(async () => {})

  /** The app with one slow route, and a promise that resolves once a request is inside it. */
  async function appWithSlowRoute() {
    const app = await buildApp({
      store: testStore.store,
      rateLimitMax: 0,
      publicOrigin: 'http://127.0.0.1:3000',
    })
    let markStarted = () => {}
    const started = new Promise<void>((resolve) => {
      markStarted = resolve
    })
    app.get('/slow', async () => {
      markStarted()
      await new Promise((resolve) => setTimeout(resolve, 300))
      return { finished: true }
    })
    await app.ready()
    return Object.assign(app, { started })
  }

  for (const [event, payload] of [
    ['uncaughtException', new Error('boom')],
    ['unhandledRejection', new Error('rejected')],
  ] as const) {
    it(`on ${event} logs it, finishes in-flight requests, closes and exits 1`, async () => {
      const logged: string[] = []
      const app = await appWithSlowRoute()
      app.log.fatal = ((_context: unknown, message: string) => {
        logged.push(message)
      }) as typeof app.log.fatal
      await app.listen({ port: 0, host: '127.0.0.1' })
      const address = app.server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      const fakeProcess = new FakeProcess()
      installProcessSafety(app, { graceMs: 5000, process: fakeProcess })

      // No keep-alive (agent: false), as nginx talks to the app: a kept-alive idle socket would
      // hold the close until Node's keep-alive timeout.
      const inFlight = new Promise<string>((resolve, reject) => {
        get({ host: '127.0.0.1', port, path: '/slow', agent: false }, (response) => {
          let body = ''
          response.on('data', (chunk: Buffer) => {
            body += chunk.toString()
          })
          response.on('end', () => resolve(body))
        }).on('error', reject)
      })
      await app.started
      fakeProcess.emit(event, payload)
      fakeProcess.emit(event, payload)
      expect(JSON.parse(await inFlight)).toEqual({ finished: true })
      await expect.poll(() => fakeProcess.exitCodes, { timeout: 4000 }).toEqual([1])
      expect(logged[0]).toMatch(/closing gracefully, then exiting 1/)
      // Closed: the store is shut and the port no longer answers.
      expect(await testStore.store.ping()).toBe(false)
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow()
    })
  }

  it('exits 0 after a graceful close on SIGTERM', async () => {
    const app = await appWithSlowRoute()
    const fakeProcess = new FakeProcess()
    installProcessSafety(app, { graceMs: 5000, process: fakeProcess })
    fakeProcess.emit('SIGTERM')
    await expect.poll(() => fakeProcess.exitCodes).toEqual([0])
  })
})
