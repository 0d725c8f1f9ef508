import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Every price comes from @hard-hat/pricing (P-one-source-of-truth). A price typed into content would drift
// from the one the calculator and structured data use, so any literal fails this test.
const srcDir = fileURLToPath(new URL('.', import.meta.url))

const PRICE_PATTERNS = [
  /£\s?\d/,
  /\d[\d,.]*\s?(GBP|pounds?)\b/i,
  /\bGBP\s?\d/i,
  /\d[\d,.]*\s?(pence|p)\s+(a|per)\s+(month|day|week)/i,
]

// Comments never reach a page, and TSDoc examples show formatted output.
const isComment = (line: string) => /^\s*(\/\/|\/\*|\*)/.test(line)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every line of the given source text that types a price, as "file:line: text". */
function findPriceLiterals(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      !isComment(line) && PRICE_PATTERNS.some((pattern) => pattern.test(line))
        ? [`${file}:${index + 1}: ${line.trim()}`]
        : [],
    )
}

describe('price literals', () => {
  it('finds a typed price in any of its forms', () => {
    const sample = [
      "const a = 'only £495'",
      "const b = '£ 1,250 today'",
      "const c = '3500 GBP'",
      "const d = 'a fee of 12 pounds'",
      "const e = 'GBP 75'",
      "const f = formatGBP(price) + ' + VAT'",
      '// a comment may say £995',
    ].join('\n')
    expect(findPriceLiterals('x.ts', sample)).toEqual([
      "x.ts:1: const a = 'only £495'",
      "x.ts:2: const b = '£ 1,250 today'",
      "x.ts:3: const c = '3500 GBP'",
      "x.ts:4: const d = 'a fee of 12 pounds'",
      "x.ts:5: const e = 'GBP 75'",
    ])
  })

  it('appear nowhere in the source files of content', () => {
    const files = sourceFiles(srcDir)
    expect(files.length).toBeGreaterThan(10)
    const found = files.flatMap((file) =>
      findPriceLiterals(relative(srcDir, file), readFileSync(file, 'utf8')),
    )
    expect(found).toEqual([])
  })
})
