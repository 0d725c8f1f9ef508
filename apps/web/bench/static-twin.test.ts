// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { staticTwinOf, twinPathOf, writeStaticTwins } from './static-twin'

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  "<link rel='preload' as='script' href='/assets/late.js'>",
  '<link rel="preload" as="image" href="/images/hero.webp"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><h1>Websites for trades</h1>',
  '<script>window.__reactRouterContext = {"a":"</div>"};</script>',
  '<script type="module" async="">import "/assets/entry.js";</script>',
  '<SCRIPT src="/assets/x.js"></SCRIPT >',
  '</body></html>',
].join('\n')

describe('staticTwinOf', () => {
  it('removes every script element and every link that preloads a script, and keeps everything else', () => {
    expect(staticTwinOf(page)).toBe(
      [
        '<!DOCTYPE html><html><head>',
        '<link rel="stylesheet" href="/assets/app.css"/>',
        '',
        '',
        '<link rel="preload" as="image" href="/images/hero.webp"/>',
        '',
        '</head><body><h1>Websites for trades</h1>',
        '',
        '',
        '',
        '</body></html>',
      ].join('\n'),
    )
  })

  it('leaves a page without scripts as it is', () => {
    const plain = '<html><head><link rel="icon" href="/favicon.svg"/></head><body>Hi</body></html>'
    expect(staticTwinOf(plain)).toBe(plain)
  })
})

describe('twinPathOf', () => {
  it('puts the home page and every other page under the twin folder', () => {
    expect(twinPathOf('/')).toBe('/__static-twin')
    expect(twinPathOf('/portfolio/some-project')).toBe('/__static-twin/portfolio/some-project')
  })
})

describe('writeStaticTwins', () => {
  it('writes the twin of each page as served, with its compressed copies', () => {
    const root = mkdtempSync(join(tmpdir(), 'hard-hat-twin-'))
    try {
      const long = `${page}\n<p>${'Roofers and builders. '.repeat(40)}</p>`
      const published = long.replace('Websites for trades', 'Published after the build')
      writeStaticTwins(root, [
        { path: '/', html: long },
        { path: '/insights/new-article', html: published },
      ])
      for (const [twin, html] of [
        ['__static-twin/index.html', long],
        ['__static-twin/insights/new-article/index.html', published],
      ] as const) {
        expect(readFileSync(join(root, twin), 'utf8')).toBe(staticTwinOf(html))
        expect(existsSync(join(root, `${twin}.br`))).toBe(true)
        expect(existsSync(join(root, `${twin}.gz`))).toBe(true)
      }
      expect(
        readFileSync(join(root, '__static-twin/insights/new-article/index.html'), 'utf8'),
      ).toContain('Published after the build')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
