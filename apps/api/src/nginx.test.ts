import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { connect as connectHttp2 } from 'node:http2'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OFFER_PAGES, OFFER_STATES, OFFER_STATES_FOLDER } from '@hard-hat/content'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSqliteStore } from './store/sqlite.js'
import { ENQUIRY_BODIES } from './test/bodies.js'
import { type NginxProxy, startNginxProxy } from './test/nginx-proxy.js'
import { freePort, type ServerProcess, startServer } from './test/server-process.js'

const LIMIT = 3

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

describe('the shipped nginx configuration in front of the production server', () => {
  let dataDir: string
  let server: ServerProcess
  let proxy: NginxProxy

  /** One HTTPS request through nginx from a chosen loopback address (a distinct "visitor"). */
  function viaProxy(
    options: { method?: string; path: string; from: string; headers?: Record<string, string> },
    body?: string,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const request = httpsRequest(
        {
          host: '127.0.0.1',
          port: proxy.httpsPort,
          servername: 'localhost',
          ca: proxy.certificate,
          method: options.method ?? 'GET',
          path: options.path,
          localAddress: options.from,
          agent: false,
          headers: options.headers,
        },
        (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString()
          })
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
          )
        },
      )
      request.on('error', reject)
      request.end(body)
    })
  }

  const submitFrom = (from: string, headers: Record<string, string> = {}) =>
    viaProxy(
      {
        method: 'POST',
        path: '/api/submit-enquiry',
        from,
        headers: { 'content-type': 'application/json', ...headers },
      },
      JSON.stringify(ENQUIRY_BODIES.onePage),
    )

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hard-hat-nginx-app-'))
    // A build holding only the offer pages' two states, as the web build writes them.
    const site = join(dataDir, 'site')
    for (const { path } of OFFER_PAGES) {
      const folder = join(site, OFFER_STATES_FOLDER, path)
      await mkdir(folder, { recursive: true })
      for (const state of OFFER_STATES) {
        await writeFile(
          join(folder, `${state}.html`),
          `<html lang="en-GB"><title>${state}</title></html>`,
        )
        await writeFile(join(folder, `${state}.data`), `["${state}"]`)
      }
    }
    const appPort = await freePort()
    server = await startServer(
      {
        DATA_DIR: dataDir,
        RATE_LIMIT_MAX: String(LIMIT),
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_ORIGIN: 'https://localhost',
        WEB_BUILD_DIR: site,
        LIMITED_OFFER_ENDS_AT: '2099-12-31T23:59:00+00:00',
        CELEBRATION_OFFER_ENDS_AT: '2025-05-30T23:55:59+01:00',
      },
      { port: appPort },
    )
    proxy = await startNginxProxy(appPort)
  }, 60_000)

  afterAll(async () => {
    await proxy?.stop()
    await server?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('answers over HTTP/2 with Strict-Transport-Security', async () => {
    const session = connectHttp2(`https://localhost:${proxy.httpsPort}`, { ca: proxy.certificate })
    try {
      const headers = await new Promise<IncomingHttpHeaders & { ':status'?: number }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/api/health' })
          stream.on('response', (responseHeaders) => {
            stream.resume()
            stream.on('end', () => resolve(responseHeaders))
          })
          stream.on('error', reject)
          stream.end()
        },
      )
      expect(headers[':status']).toBe(200)
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      session.close()
    }
  })

  it('redirects plain HTTP to the same path on HTTPS', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      httpRequest(
        { host: '127.0.0.1', port: proxy.httpPort, path: '/contact?from=advert', agent: false },
        (response) => {
          response.resume()
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' })
        },
      )
        .on('error', reject)
        .end()
    })
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(`https://127.0.0.1:${proxy.httpsPort}/contact?from=advert`)
  })

  it('gives each visitor their own limit and hash, and a forged X-Forwarded-For changes nothing', async () => {
    const first: number[] = []
    const ids: string[] = []
    for (let index = 0; index < LIMIT; index += 1) {
      const answer = await submitFrom('127.0.0.2')
      first.push(answer.status)
      ids.push(JSON.parse(answer.body).id)
      expect(answer.headers['strict-transport-security']).toBeDefined()
    }
    expect(first).toEqual([200, 200, 200])
    const over = await submitFrom('127.0.0.2', { 'x-forwarded-for': '203.0.113.99' })
    expect(over.status).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)

    const other = await submitFrom('127.0.0.3')
    expect(other.status).toBe(200)
    ids.push(JSON.parse(other.body).id)

    const store = createSqliteStore({ dataDir })
    try {
      const hashes = await Promise.all(
        ids.map(async (id) => (await store.findSubmission(id))?.clientHash),
      )
      expect(new Set(hashes.slice(0, LIMIT)).size).toBe(1)
      expect(hashes[LIMIT]).not.toBe(hashes[0])
      expect(hashes.every(Boolean)).toBe(true)
    } finally {
      await store.close()
    }
  })

  it('lets a photo of a few megabytes through to the photos API, and nowhere else', async () => {
    const photoSized = 'x'.repeat(3 * 1024 * 1024)
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    // Through nginx to the app, which asks for a token: the body was not too large for the proxy.
    const toPhotos = await viaProxy(
      { method: 'POST', path: '/api/admin/content/images', from: '127.0.0.5', headers: multipart },
      photoSized,
    )
    expect(toPhotos.status).toBe(401)
    expect(JSON.parse(toPhotos.body).error.code).toBe('unauthorized')
    const elsewhere = await viaProxy(
      { method: 'POST', path: '/api/submit-enquiry', from: '127.0.0.5', headers: multipart },
      photoSized,
    )
    expect(elsewhere.status).toBe(413)
  })

  it('lets no cache keep a running offer page, and revalidates an ended one by its state ETag', async () => {
    const running = await viaProxy({ path: '/special-offer-495', from: '127.0.0.4' })
    expect(running.status).toBe(200)
    expect(running.body).toContain('<title>running</title>')
    expect(running.headers['cache-control']).toBe('no-cache')
    expect(running.headers.etag).toBeUndefined()
    expect(running.headers.expires).toBeUndefined()

    const ended = await viaProxy({ path: '/special-offer', from: '127.0.0.4' })
    expect(ended.body).toContain('<title>ended</title>')
    expect(ended.headers['cache-control']).toBe('no-cache')
    expect(ended.headers.etag).toMatch(/^"ended-/)
    const again = await viaProxy({
      path: '/special-offer',
      from: '127.0.0.4',
      headers: { 'if-none-match': String(ended.headers.etag) },
    })
    expect(again.status).toBe(304)
    // The build's folder of states is never served as it is.
    const raw = await viaProxy({
      path: `/${OFFER_STATES_FOLDER}/special-offer-495/running.html`,
      from: '127.0.0.4',
    })
    expect(raw.status).toBe(404)
  })
})
