import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'

/**
 * Prints the `@font-face` overrides that make a local fallback take the same room as each brand
 * face (app.css's "… Fallback" faces), measured in Chromium: `size-adjust` from the width of a
 * sample of English text, the ascent and descent from the font's own box. Run it after changing
 * a face: `pnpm --filter @hard-hat/web exec tsx bench/font-fallback-metrics.ts`.
 */
const require = createRequire(import.meta.url)
const FACES = [
  { family: 'Inter', file: '@fontsource/inter/files/inter-latin-400-normal.woff2', weight: 400 },
  { family: 'Inter', file: '@fontsource/inter/files/inter-latin-700-normal.woff2', weight: 700 },
  { family: 'Barlow', file: '@fontsource/barlow/files/barlow-latin-700-normal.woff2', weight: 700 },
] as const
const FALLBACK = 'Liberation Sans' // Arial's metrics, under Arial's name where Arial is missing
const SAMPLE =
  'Websites That Win Work for Builders, Trades and Construction Professionals Across the UK. We build websites and run marketing that bring in the calls and enquiries you want, 0123456789 £995'

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const page = await browser.newPage()
for (const face of FACES) {
  const data = readFileSync(require.resolve(face.file)).toString('base64')
  const figures = await page.evaluate(
    async ({ family, data, weight, fallback, sample }) => {
      const font = new FontFace(family, `url(data:font/woff2;base64,${data})`, {
        weight: String(weight),
      })
      document.fonts.add(await font.load())
      const context = document.createElement('canvas').getContext('2d')
      if (!context) throw new Error('no canvas')
      // No named inner function: tsx's helpers for names do not exist in the page.
      const [brand, local] = [family, fallback].map((name) => {
        context.font = `${weight} 100px "${name}"`
        const metrics = context.measureText(sample)
        return {
          width: metrics.width,
          ascent: metrics.fontBoundingBoxAscent,
          descent: metrics.fontBoundingBoxDescent,
        }
      })
      if (!brand || !local) throw new Error('not measured')
      return { brand, local }
    },
    { ...face, data, fallback: FALLBACK, sample: SAMPLE },
  )
  const sizeAdjust = figures.brand.width / figures.local.width
  const percent = (value: number) => `${(value * 100).toFixed(2)}%`
  console.log(`/* ${face.family} ${face.weight} over ${FALLBACK} */`)
  console.log(`size-adjust: ${percent(sizeAdjust)};`)
  console.log(`ascent-override: ${percent(figures.brand.ascent / 100 / sizeAdjust)};`)
  console.log(`descent-override: ${percent(figures.brand.descent / 100 / sizeAdjust)};`)
  console.log('line-gap-override: 0%;')
}
await browser.close()
