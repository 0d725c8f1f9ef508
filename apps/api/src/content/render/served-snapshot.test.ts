import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp } from '../../test/harness.js'
import { STORE_FACTORIES, type TestStore } from '../../test/stores.js'
import type { RenderedPage } from './render-pages.js'
import { pagePathOf, RenderFailure, ServedSnapshot } from './served-snapshot.js'

const sha256 = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`
const script = (name: string) => `window.__reactRouterContext = {"page":"${name}"};`
const document = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1></main><script>${script(title)}</script></body></html>`
const rendered = (path: string, title: string, status = 200): RenderedPage => ({
  path,
  status,
  html: document(title),
  dataStatus: status,
  data: `[{"title":"${title}"}]`,
})

describe('the served snapshot of pages rendered at run time', () => {
  let site: string
  let snapshotRoot: string
  let snapshot: ServedSnapshot
  let testStore: TestStore
  let app: FastifyInstance

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'hard-hat-site-'))
    snapshotRoot = join(await mkdtemp(join(tmpdir(), 'hard-hat-snapshot-')), 'pages')
    // The web build: an article it prerendered, the insights list, the 404 page.
    await mkdir(join(site, 'insights', 'built'), { recursive: true })
    await mkdir(join(site, '404'), { recursive: true })
    await writeFile(join(site, 'insights', 'built', 'index.html'), document('Built Article'))
    await writeFile(join(site, 'insights', 'built.data'), '[{"title":"Built Article"}]')
    await writeFile(join(site, '404', 'index.html'), document('404 Page Not Found'))
    snapshot = new ServedSnapshot(snapshotRoot)
    testStore = await STORE_FACTORIES[0].open()
    app = await startApp(testStore, {
      webBuildDir: site,
      contentSnapshot: snapshot,
      publicOrigin: 'https://hardhat.example',
    })
  })
  afterAll(async () => {
    await app.close()
    await testStore.dispose()
    await rm(site, { recursive: true, force: true })
    await rm(join(snapshotRoot, '..'), { recursive: true, force: true })
  })

  it('names the page of each form of a request path', () => {
    expect(pagePathOf('/insights/a')).toBe('/insights/a')
    expect(pagePathOf('/insights/a/')).toBe('/insights/a')
    expect(pagePathOf('/insights/a.data')).toBe('/insights/a')
    expect(pagePathOf('/insights/a/index.html')).toBe('/insights/a')
    expect(pagePathOf('/_root.data')).toBe('/')
    expect(pagePathOf('/')).toBe('/')
  })

  it('serves a page published after the build, its data and compressed copies, with its own CSP', async () => {
    await snapshot.write([rendered('/insights/published', 'Published Article')])
    for (const url of ['/insights/published', '/insights/published/']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<h1>Published Article</h1>')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.headers['content-security-policy']).toContain(
        sha256(script('Published Article')),
      )
    }
    const data = await app.inject({ url: '/insights/published.data' })
    expect(data.statusCode).toBe(200)
    expect(data.body).toBe('[{"title":"Published Article"}]')
    expect(data.headers['cache-control']).toBe('no-cache')
    const brotli = await app.inject({
      url: '/insights/published/',
      headers: { 'accept-encoding': 'br' },
    })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(document('Published Article'))
    const gzipped = await app.inject({
      url: '/insights/published.data',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('[{"title":"Published Article"}]')
  })

  it('serves an edited page instead of the build’s copy, with the new page’s CSP from its first request', async () => {
    await snapshot.write([rendered('/insights/built', 'Edited Article')])
    for (const url of ['/insights/built', '/insights/built/']) {
      const response = await app.inject({ url })
      expect(response.body, url).toContain('<h1>Edited Article</h1>')
      const policy = response.headers['content-security-policy']
      expect(policy).toContain(sha256(script('Edited Article')))
      expect(policy).not.toContain(sha256(script('Built Article')))
    }
    expect((await app.inject({ url: '/insights/built.data' })).body).toContain('Edited Article')
  })

  it('serves a page another process wrote with the CSP of its own inline scripts', async () => {
    await mkdir(join(snapshotRoot, 'insights', 'elsewhere'), { recursive: true })
    await writeFile(
      join(snapshotRoot, 'insights', 'elsewhere', 'index.html'),
      document('Elsewhere'),
    )
    const response = await app.inject({ url: '/insights/elsewhere' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-security-policy']).toContain(sha256(script('Elsewhere')))
  })

  it('serves a file beside the pages, such as the sitemap, in place of the build’s, and refuses a page or a path out of its folder', async () => {
    await snapshot.writeFile('sitemap.xml', '<?xml version="1.0"?><urlset>published</urlset>')
    const response = await app.inject({ url: '/sitemap.xml' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('published')
    for (const name of ['../escape.xml', 'insights/index.html', 'insights.data'])
      await expect(snapshot.writeFile(name, 'x'), name).rejects.toBeInstanceOf(RangeError)
  })

  it('writes nothing when a page failed to render: the pages served stay as they were', async () => {
    const attempt = snapshot.write([
      rendered('/insights/published', 'Half Published'),
      rendered('/insights/broken', 'Server Error', 500),
    ])
    await expect(attempt).rejects.toBeInstanceOf(RenderFailure)
    await expect(attempt).rejects.toThrow('/insights/broken (document 500)')
    expect((await app.inject({ url: '/insights/published' })).body).toContain('Published Article')
    expect((await app.inject({ url: '/insights/broken' })).statusCode).toBe(404)
  })

  it('writes each file whole: no temporary file is left beside the pages', () => {
    const files = readdirSync(snapshotRoot, { recursive: true, encoding: 'utf8' })
    expect(files.filter((file) => file.endsWith('.tmp'))).toEqual([])
    expect(files).toEqual(
      expect.arrayContaining([
        join('insights', 'published', 'index.html.br'),
        join('insights', 'published', 'index.html.gz'),
        join('insights', 'published.data.br'),
        join('insights', 'published.data.gz'),
      ]),
    )
  })

  it('answers 404 at once for a page taken down, even one the build prerendered, and serves it again when republished', async () => {
    await snapshot.remove(['/insights/built', '/insights/published'])
    for (const url of [
      '/insights/built',
      '/insights/built/',
      '/insights/built.data',
      '/insights/published',
      '/insights/published.data',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).toContain('404 Page Not Found')
    }
    expect(existsSync(join(snapshotRoot, 'insights', 'published', 'index.html'))).toBe(false)
    await snapshot.write([rendered('/insights/built', 'Republished Article')])
    const again = await app.inject({ url: '/insights/built' })
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain('Republished Article')
  })

  it('after a restart, serves what was written and keeps what was taken down', async () => {
    const reopened = new ServedSnapshot(snapshotRoot)
    expect(reopened.isGone('/insights/published.data')).toBe(true)
    expect(reopened.isGone('/insights/built')).toBe(false)
    expect(reopened.scriptHashesOf(join(snapshotRoot, 'insights', 'built', 'index.html'))).toEqual([
      sha256(script('Republished Article')),
    ])
  })
})
