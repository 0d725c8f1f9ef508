import { crc32, deflateSync } from 'node:zlib'
import exifr from 'exifr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { heicLikeBytes, TEST_GPS, testPhoto } from '../../test/photos.js'
import {
  isHeic,
  PHOTO_FORMATS,
  PhotoRefusedError,
  type ProcessedPhoto,
  photoIdOf,
  processPhoto,
  widthsFor,
} from './pipeline.js'

/** What sharp reads of a made file: its format, size and whatever metadata it carries. */
async function inspect(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata()
  return {
    format: metadata.format,
    width: metadata.width,
    height: metadata.height,
    orientation: metadata.orientation,
    exif: metadata.exif,
    xmp: metadata.xmp,
    // exifr reads what a visitor's tools would: no EXIF block at all gives undefined.
    tags: await exifr.parse(bytes, { gps: true, xmp: true }).catch(() => undefined),
  }
}

/** One PNG chunk: its length, type, data and CRC. */
function pngChunk(name: string, data: Buffer): Buffer {
  const type = Buffer.from(name, 'latin1')
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  chunk.set(type, 4)
  chunk.set(data, 8)
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length)
  return chunk
}

/** A small PNG file whose header names a size its few bytes of pixels do not hold. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(100))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof PhotoRefusedError ? error.reason : error),
  )

describe('the photo pipeline', () => {
  it('turns a phone photo upright, strips its EXIF, GPS and XMP, and makes four widths in three formats', async () => {
    // Stored 1800 wide and 2800 high, shown turned a quarter (orientation 6): 2800×1800 upright.
    const sent = await testPhoto({ width: 1800, height: 2800, orientation: 6, gps: true })
    const before = await inspect(sent)
    expect(before.tags?.latitude).toBeCloseTo(TEST_GPS.latitude, 3)
    expect(before.xmp?.toString()).toContain('Pat Sample')
    expect(before.orientation).toBe(6)

    const photo: ProcessedPhoto = await processPhoto(sent)
    expect(photo.id).toBe(photoIdOf(sent))
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 2560, height: 1646 })
    expect(photo.files.map((file) => `${file.format}@${file.width}`)).toEqual(
      [2560, 1280, 768, 480].flatMap((width) =>
        PHOTO_FORMATS.map((format) => `${format}@${width}`),
      ),
    )
    for (const file of photo.files) {
      const seen = await inspect(file.bytes)
      expect(seen.format).toBe(file.format === 'avif' ? 'heif' : file.format)
      expect({ width: seen.width, height: seen.height }).toEqual({
        width: file.width,
        height: file.height,
      })
      // Upright: landscape, as the photo was seen, not as its pixels were stored.
      expect(file.width).toBeGreaterThan(file.height)
      expect(file.height).toBe(Math.round((file.width * 1800) / 2800))
      expect(file.width).toBeLessThanOrEqual(2560)
      expect(seen.orientation ?? 1).toBe(1)
      expect(seen.exif).toBeUndefined()
      expect(seen.xmp).toBeUndefined()
      expect(seen.tags?.latitude).toBeUndefined()
      expect(seen.tags?.Make).toBeUndefined()
      expect(file.etag).toMatch(/^"[0-9a-f]{32}"$/)
    }
  })

  it('never enlarges: a small photo is made at its own width only, and a PNG with transparency too', async () => {
    expect(widthsFor(4032)).toEqual([2560, 1280, 768, 480])
    expect(widthsFor(1000)).toEqual([1000, 768, 480])
    expect(widthsFor(300)).toEqual([300])

    const png = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 4,
        background: { r: 200, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer()
    const photo = await processPhoto(png)
    expect(photo.files.map((file) => [file.format, file.width, file.height])).toEqual([
      ['avif', 300, 200],
      ['webp', 300, 200],
      ['jpeg', 300, 200],
    ])
    const webp = await processPhoto(await testPhoto({ width: 900, height: 600, format: 'webp' }))
    expect(webp.files.map((file) => file.width)).toEqual([
      900, 900, 900, 768, 768, 768, 480, 480, 480,
    ])
  })

  it('refuses HEIC by its content, whatever it is called, with how to send it instead', async () => {
    expect(isHeic(heicLikeBytes())).toBe(true)
    const avif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .avif()
      .toBuffer()
    expect(isHeic(avif)).toBe(false)
    const error = await processPhoto(heicLikeBytes()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PhotoRefusedError)
    expect((error as PhotoRefusedError).reason).toBe('heic')
    expect((error as Error).message).toMatch(/Most Compatible/)
    // An AVIF is readable but not one of the three formats a photo is sent in.
    expect(await refusal(processPhoto(avif))).toBe('not-a-photo')
  })

  it('refuses what is not a photo, a damaged JPEG and too many pixels, never throwing anything else', async () => {
    expect(await refusal(processPhoto(Buffer.from('Just some words, not a photo\n')))).toBe(
      'not-a-photo',
    )
    expect(await refusal(processPhoto(Buffer.alloc(0)))).toBe('not-a-photo')
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    expect(await refusal(processPhoto(svg))).toBe('not-a-photo')
    const jpeg = await testPhoto({ width: 600, height: 400 })
    expect(await refusal(processPhoto(jpeg.subarray(0, jpeg.length / 2)))).toBe('damaged')
    // 12,000 × 12,000 is 144 million pixels: refused from the header, before anything is decoded.
    const huge = pngClaiming(12_000, 12_000)
    expect(await refusal(processPhoto(huge))).toBe('too-many-pixels')
  })
})
