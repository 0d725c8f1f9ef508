import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../app.js'
import { RESOURCE_POLICY } from '../../lib/content-security-policy.js'
import { ENQUIRY_BODIES } from '../../test/bodies.js'
import { linesInto, post, startApp } from '../../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import { HEADERS_ASSETS_DO_NOT_NEED } from './web-site.js'

const INLINE_SCRIPT = 'window.__reactRouterContext = {"isSpaMode":false};'
const PRICING_SCRIPT = 'window.__reactRouterContext = {"route":"pricing"};'
const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>${title}</h1><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/x-abc123.js"></script></body></html>`

describe('the production server', () => {
  let site: string
  let testStore: TestStore
  let app: FastifyInstance
  const logLines: string[] = []
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'hard-hat-site-'))
    await mkdir(join(site, 'about'), { recursive: true })
    await mkdir(join(site, 'assets'), { recursive: true })
    await mkdir(join(site, 'images-src'), { recursive: true })
    await writeFile(join(site, 'index.html'), page('Home'))
    await writeFile(join(site, 'about', 'index.html'), page('About'))
    await mkdir(join(site, 'pricing'), { recursive: true })
    await writeFile(
      join(site, 'pricing', 'index.html'),
      `<!doctype html><html><head><title>Pricing</title></head><body><script>${PRICING_SCRIPT}</script></body></html>`,
    )
    await writeFile(join(site, '__spa-fallback.html'), page('404 Page Not Found'))
    await writeFile(join(site, 'assets', 'x-abc123.js'), 'console.log(1)')
    // What the web build's compression step writes beside each file.
    await writeFile(join(site, 'index.html.br'), brotliCompressSync(page('Home')))
    await writeFile(join(site, 'index.html.gz'), gzipSync(page('Home')))
    await writeFile(join(site, 'about', 'index.html.gz'), gzipSync(page('About')))
    await writeFile(
      join(site, '__spa-fallback.html.br'),
      brotliCompressSync(page('404 Page Not Found')),
    )
    await writeFile(join(site, 'assets', 'x-abc123.js.br'), brotliCompressSync('console.log(1)'))
    await writeFile(join(site, 'sitemap.xml'), '<?xml version="1.0"?><urlset></urlset>')
    await writeFile(join(site, 'robots.txt'), 'Sitemap: http://127.0.0.1:3000/sitemap.xml\n')
    await writeFile(
      join(site, 'images-src', 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    )
    testStore = await STORE_FACTORIES[0].open()
    app = await startApp(testStore, {
      webBuildDir: site,
      imagesDir: join(site, 'images-src'),
      publicOrigin: 'https://hardhat.example',
      logger: { ...(loggerOptions('info') as object), stream: linesInto(logLines) },
    })
  })
  afterAll(async () => {
    await app.close()
    await testStore.dispose()
    await rm(site, { recursive: true, force: true })
  })

  it('serves the home page and each prerendered route as HTML that is never cached', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/about/', 'About'],
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain(`<h1>${title}</h1>`)
    }
  })

  it('caches hashed assets for a year as immutable', async () => {
    const response = await app.inject({ url: '/assets/x-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends hashed assets without the headers only a document uses, and keeps nosniff', async () => {
    const asset = await app.inject({ url: '/assets/x-abc123.js' })
    for (const header of HEADERS_ASSETS_DO_NOT_NEED) {
      expect(asset.headers[header], header).toBeUndefined()
    }
    expect(asset.headers['x-content-type-options']).toBe('nosniff')
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    // A page keeps every one of them.
    const page = await app.inject({ url: '/' })
    for (const header of ['x-frame-options', 'referrer-policy', 'x-request-id', 'etag']) {
      expect(page.headers[header], header).toBeDefined()
    }
  })

  it('sends the precompressed brotli or gzip copy the client accepts, with the original type and cache rule', async () => {
    const brotli = await app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers.vary).toMatch(/accept-encoding/i)
    expect(brotli.headers['content-type']).toMatch(/^text\/html/)
    expect(brotli.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>Home</h1>')

    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Home</h1>')

    const asset = await app.inject({
      url: '/assets/x-abc123.js',
      headers: { 'accept-encoding': 'br' },
    })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('compresses route pages and the 404 page served by path, and sends plain bytes otherwise', async () => {
    const about = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br, gzip' } })
    expect(about.statusCode).toBe(200)
    expect(about.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(about.rawPayload).toString()).toContain('<h1>About</h1>')

    const missing = await app.inject({ url: '/no-such-page', headers: { 'accept-encoding': 'br' } })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('404 Page Not Found')

    const plain = await app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<h1>Home</h1>')
  })

  it('answers unknown paths with the 404 page and a 404 status, and unknown API paths with JSON', async () => {
    const page404 = await app.inject({ url: '/no-such-page' })
    expect(page404.statusCode).toBe(404)
    expect(page404.body).toContain('404 Page Not Found')
    const api404 = await app.inject({ url: '/api/no-such-route' })
    expect(api404.statusCode).toBe(404)
    expect(api404.json()).toMatchObject({ success: false, error: { code: 'not_found' } })
    expect((await app.inject({ url: '/../../etc/passwd' })).statusCode).toBe(404)
  })

  it('serves the sitemap as XML, robots.txt as text and the content images', async () => {
    const sitemap = await app.inject({ url: '/sitemap.xml' })
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/)
    const robots = await app.inject({ url: '/robots.txt' })
    expect(robots.headers['content-type']).toMatch(/^text\/plain/)
    expect(robots.body).toContain('Sitemap:')
    const image = await app.inject({ url: '/images/logo.svg' })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/)
  })

  it('allows exactly the build inline script by hash in its Content-Security-Policy', async () => {
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy'])
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it("gives each page only its own inline scripts' hashes, and everything else a policy that allows nothing", async () => {
    const policyOf = async (url: string) =>
      String((await app.inject({ url })).headers['content-security-policy'])
    const home = await policyOf('/')
    const pricing = await policyOf('/pricing')
    expect(home).toContain(sha256(INLINE_SCRIPT))
    expect(home).not.toContain(sha256(PRICING_SCRIPT))
    expect(pricing).toContain(`script-src 'self' ${sha256(PRICING_SCRIPT)};`)
    expect(pricing).not.toContain(sha256(INLINE_SCRIPT))
    // The 404 page served for an unknown path carries its own page policy too.
    expect(await policyOf('/no-such-page')).toContain(sha256(INLINE_SCRIPT))
    for (const url of ['/sitemap.xml', '/api/health', '/api/no-such-route']) {
      expect(await policyOf(url), url).toBe(RESOURCE_POLICY)
      expect(await policyOf(url), url).not.toContain('script-src')
    }
  })

  it("allows Google Analytics' origins only when the build loads analytics after consent", async () => {
    expect(
      String((await app.inject({ url: '/' })).headers['content-security-policy']),
    ).not.toContain('googletagmanager')
    // Its own store: closing an app closes the store it was given.
    const ownStore = await STORE_FACTORIES[0].open()
    const withAnalytics = await startApp(ownStore, {
      webBuildDir: site,
      allowsGoogleAnalytics: true,
    })
    try {
      const csp = String(
        (await withAnalytics.inject({ url: '/' })).headers['content-security-policy'],
      )
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    } finally {
      await withAnalytics.close()
      await ownStore.dispose()
    }
  })

  it('answers the route table redirects with a 301, /projects to /portfolio (P-redirect-projects)', async () => {
    for (const url of ['/projects', '/projects/']) {
      const response = await app.inject({ url })
      expect(response.statusCode).toBe(301)
      expect(response.headers.location).toBe('/portfolio')
    }
  })

  it('allows cross-origin calls from the public origin only', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/api/leads',
      headers: { origin: 'https://hardhat.example', 'access-control-request-method': 'POST' },
    })
    expect(allowed.headers['access-control-allow-origin']).toBe('https://hardhat.example')
    const refused = await app.inject({
      url: '/api/health',
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(refused.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('logs request ids and submission ids but never the visitor email, phone or message', async () => {
    const response = await post(app, '/api/submit-enquiry', ENQUIRY_BODIES.contact)
    const { id } = response.json()
    const logs = logLines.join('')
    expect(logs).toContain(id)
    expect(logs).toContain(String(response.headers['x-request-id']))
    expect(logs).not.toContain(ENQUIRY_BODIES.contact.email)
    expect(logs).not.toContain(ENQUIRY_BODIES.contact.phone)
    expect(logs).not.toContain('A gallery of our roofs')
    expect(logs).not.toContain('127.0.0.1')
  })
})

describe('the API without a web build', () => {
  it('still runs and answers every path it does not know with a JSON 404', async () => {
    const testStore = await STORE_FACTORIES[0].open()
    const app = await startApp(testStore, { webBuildDir: join(tmpdir(), 'no-such-build') })
    expect((await app.inject({ url: '/' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
    await app.close()
    await testStore.dispose()
  })
})
