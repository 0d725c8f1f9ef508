// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  it('writes each twin beside the build with its compressed copies, leaving the page untouched', () => {
    const build = mkdtempSync(join(tmpdir(), 'hard-hat-twin-'))
    try {
      mkdirSync(join(build, 'contact'))
      const long = `${page}\n<p>${'Roofers and builders. '.repeat(40)}</p>`
      writeFileSync(join(build, 'index.html'), long)
      writeFileSync(join(build, 'contact/index.html'), long)
      writeStaticTwins(build, ['/', '/contact'])
      expect(readFileSync(join(build, 'index.html'), 'utf8')).toBe(long)
      for (const twin of ['__static-twin/index.html', '__static-twin/contact/index.html']) {
        expect(readFileSync(join(build, twin), 'utf8')).toBe(staticTwinOf(long))
        expect(existsSync(join(build, `${twin}.br`))).toBe(true)
        expect(existsSync(join(build, `${twin}.gz`))).toBe(true)
      }
    } finally {
      rmSync(build, { recursive: true, force: true })
    }
  })
})
