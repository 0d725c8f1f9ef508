import { readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { assetPath, imageAsset } from './images'
import { PROJECTS, WEBSITE_SAMPLES } from './projects'
import type { ImageAsset } from './types'

const packageRoot = fileURLToPath(new URL('..', import.meta.url))
const images: ImageAsset[] = [
  ...PROJECTS.map((project) => project.image),
  ...WEBSITE_SAMPLES.map((sample) => sample.image),
]

describe('images', () => {
  it('builds the public path the web app serves assets at', () => {
    const image = imageAsset('projects', 'everheat', 'A boiler')
    expect(image.src).toBe('/images/projects/everheat.svg')
    expect(assetPath(image)).toBe('assets/projects/everheat.svg')
  })

  it.each(images.map((image) => [image.src, image]))(
    '%s exists, is a light SVG of the stated size and has alt text',
    (_src, image) => {
      const file = `${packageRoot}${assetPath(image)}`
      expect(statSync(file).size).toBeLessThan(4096)
      const svg = readFileSync(file, 'utf8')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
      expect(svg).toContain(`viewBox="0 0 ${image.width} ${image.height}"`)
      expect(svg).toContain('<title')
      expect(image.alt.length).toBeGreaterThan(10)
    },
  )
})
