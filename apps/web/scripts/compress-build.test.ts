// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { compressDirectory, isCompressible, MIN_COMPRESS_BYTES } from './compress-build'

describe('compressDirectory', () => {
  let directory: string
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'hard-hat-compress-'))
    mkdirSync(join(directory, 'assets'))
  })
  afterEach(() => rmSync(directory, { recursive: true, force: true }))

  it('writes brotli and gzip siblings that decompress to the original bytes', () => {
    const html = `<!doctype html><html><body>${'<p>Hard hat</p>'.repeat(200)}</body></html>`
    writeFileSync(join(directory, 'index.html'), html)
    const results = compressDirectory(directory)
    expect(results).toHaveLength(1)
    const brotli = readFileSync(join(directory, 'index.html.br'))
    const gzip = readFileSync(join(directory, 'index.html.gz'))
    expect(brotliDecompressSync(brotli).toString()).toBe(html)
    expect(gunzipSync(gzip).toString()).toBe(html)
    expect(results[0]?.brotliBytes).toBe(brotli.byteLength)
    expect(results[0]?.gzipBytes).toBeLessThan(html.length / 10)
  })

  it('compresses scripts, styles, SVG, XML and JSON in nested folders but not PNG or tiny files', () => {
    const text = 'const hardHat = "hard hat";\n'.repeat(40)
    for (const name of ['a.js', 'b.css', 'c.svg', 'd.xml', 'e.json', 'f.png']) {
      writeFileSync(join(directory, 'assets', name), text)
    }
    writeFileSync(join(directory, 'tiny.js'), 'x'.repeat(MIN_COMPRESS_BYTES - 1))
    compressDirectory(directory)
    for (const name of ['a.js', 'b.css', 'c.svg', 'd.xml', 'e.json']) {
      expect(existsSync(join(directory, 'assets', `${name}.br`))).toBe(true)
      expect(existsSync(join(directory, 'assets', `${name}.gz`))).toBe(true)
    }
    expect(existsSync(join(directory, 'assets', 'f.png.br'))).toBe(false)
    expect(existsSync(join(directory, 'tiny.js.gz'))).toBe(false)
  })

  it('runs twice without compressing its own output', () => {
    writeFileSync(join(directory, 'app.js'), 'console.log("hard hat")\n'.repeat(50))
    compressDirectory(directory)
    const second = compressDirectory(directory)
    expect(second.map((result) => result.file)).toEqual([join(directory, 'app.js')])
    expect(existsSync(join(directory, 'app.js.br.br'))).toBe(false)
  })

  it('skips a copy that would not be smaller than the original', () => {
    writeFileSync(join(directory, 'noise.json'), randomBytes(400))
    compressDirectory(directory)
    expect(existsSync(join(directory, 'noise.json.gz'))).toBe(false)
    expect(existsSync(join(directory, 'noise.json.br'))).toBe(false)
  })
})

describe('isCompressible', () => {
  it('takes text formats from the minimum size up, whatever the case of the extension', () => {
    expect(isCompressible('/x/page.HTML', MIN_COMPRESS_BYTES)).toBe(true)
    expect(isCompressible('/x/page.html', MIN_COMPRESS_BYTES - 1)).toBe(false)
    expect(isCompressible('/x/photo.webp', 10_000)).toBe(false)
    expect(isCompressible('/x/app.js.gz', 10_000)).toBe(false)
  })
})
