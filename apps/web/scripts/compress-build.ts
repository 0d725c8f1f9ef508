import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Text formats worth compressing; images other than SVG are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.xml',
  '.json',
  '.txt',
  '.data',
  '.webmanifest',
] as const

/** Below this a compressed copy saves less than a TCP packet and costs a file. */
export const MIN_COMPRESS_BYTES = 256

/** What compressing one file produced. */
export interface CompressedFile {
  readonly file: string
  readonly bytes: number
  readonly gzipBytes: number
  readonly brotliBytes: number
}

function filesIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((file) => join(directory, file))
    .filter((file) => statSync(file).isFile())
}

/** Whether a file of the build gets .br and .gz siblings. */
export function isCompressible(file: string, bytes: number): boolean {
  return (
    bytes >= MIN_COMPRESS_BYTES &&
    (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extname(file).toLowerCase())
  )
}

/** Gzip at level 9: what the budget counts and what the server sends to gzip-only clients. */
export function gzipBytes(content: Uint8Array): Uint8Array {
  return gzipSync(content, { level: 9 })
}

/** Brotli at its best quality, affordable once at build time. */
export function brotliBytes(content: Uint8Array, isText = true): Uint8Array {
  return brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: isText
        ? constants.BROTLI_MODE_TEXT
        : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
    },
  })
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a build, so the server
 * sends compressed bytes without compressing per request. A copy no smaller than the original
 * is not written: the server then falls back to the original.
 */
export function compressDirectory(directory: string): CompressedFile[] {
  const results: CompressedFile[] = []
  for (const file of filesIn(directory)) {
    const content = readFileSync(file)
    if (!isCompressible(file, content.byteLength)) continue
    const gzip = gzipBytes(content)
    const brotli = brotliBytes(content)
    if (gzip.byteLength < content.byteLength) writeFileSync(`${file}.gz`, gzip)
    if (brotli.byteLength < content.byteLength) writeFileSync(`${file}.br`, brotli)
    results.push({
      file,
      bytes: content.byteLength,
      gzipBytes: gzip.byteLength,
      brotliBytes: brotli.byteLength,
    })
  }
  return results
}

function main(argv: readonly string[]): void {
  const directory = resolve(argv[0] ?? 'build/client')
  const results = compressDirectory(directory)
  const total = (pick: (result: CompressedFile) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0)
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
  console.log(
    `compressed ${results.length} files in ${directory}: ${kB(total((r) => r.bytes))} raw, ` +
      `${kB(total((r) => r.gzipBytes))} gzip, ${kB(total((r) => r.brotliBytes))} brotli`,
  )
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2))
}
