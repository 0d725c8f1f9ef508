import sharp from 'sharp'

/** Where the test photos say they were taken: Trafalgar Square, as a phone writes it in EXIF. */
export const TEST_GPS = { latitude: 51.50726, longitude: -0.12768 }

/** The GPS tags of TEST_GPS as libvips writes them (degrees, minutes, seconds as rationals). */
const GPS_TAGS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 30/1 2614/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '0/1 7/1 3966/100',
}

/** XMP naming the photographer, as an editing app writes it. */
const CREATOR_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Pat Sample</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>'

export interface TestPhotoOptions {
  /** The stored pixels' size (before the EXIF orientation turns it). */
  readonly width: number
  readonly height: number
  /** The EXIF orientation: 6 is a phone held upright, stored sideways. */
  readonly orientation?: number
  /** Whether its EXIF carries TEST_GPS, as a phone's camera writes it (and XMP its creator). */
  readonly gps?: boolean
  readonly format?: 'jpeg' | 'png' | 'webp'
  /** The grain's strength: a little noise makes it compress like a photo, not a flat colour. */
  readonly sigma?: number
}

/** A photo as a phone sends it: grainy pixels, a camera's EXIF, and GPS if asked. */
export async function testPhoto(options: TestPhotoOptions): Promise<Buffer> {
  const { width, height, orientation = 1, gps = false, format = 'jpeg', sigma = 6 } = options
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .withExif({
      IFD0: { Make: 'Hard Hat Test', Model: 'Phone' },
      ...(gps ? { IFD3: GPS_TAGS } : {}),
    })
    .withMetadata({ orientation })
  // A phone's editing apps write who took it in XMP: personal data as much as the GPS is.
  const sent = gps ? image.withXmp(CREATOR_XMP) : image
  return sent.toFormat(format, format === 'jpeg' ? { quality: 90 } : {}).toBuffer()
}

/**
 * A phone's full-size photo, 4032×3024 (a 12-megapixel camera) at the quality phones save: smooth
 * shapes from blurred coarse noise with a fine grain over them, so it compresses as a photo does
 * (about 3-4 MB), with GPS in its EXIF and held upright (orientation 6).
 */
export async function phoneSizedPhoto(): Promise<Buffer> {
  const width = 4032
  const height = 3024
  const coarse = await sharp({
    create: {
      width: width / 8,
      height: height / 8,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  const pixels = await sharp(coarse).resize(width, height, { kernel: 'cubic' }).raw().toBuffer()
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .raw()
    .toBuffer()
  for (let at = 0; at < pixels.length; at += 1) {
    pixels[at] = Math.max(0, Math.min(255, (pixels[at] ?? 0) + (grain[at] ?? 128) - 128))
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Make: 'Hard Hat Test', Model: 'Phone' }, IFD3: GPS_TAGS })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** The start of a HEIC file as an iPhone writes it: an ISO `ftyp` box naming the heic brand. */
export function heicLikeBytes(): Buffer {
  const ftyp = Buffer.alloc(24)
  ftyp.writeUInt32BE(24, 0)
  ftyp.write('ftypheic', 4, 'latin1')
  ftyp.writeUInt32BE(0, 12)
  ftyp.write('mif1heic', 16, 'latin1')
  return Buffer.concat([ftyp, Buffer.alloc(4000, 7)])
}

/** A multipart/form-data body with the given text fields and files, as a browser sends it. */
export function multipartBody(
  parts: readonly (
    | { readonly name: string; readonly value: string }
    | {
        readonly name: string
        readonly filename: string
        readonly type: string
        readonly bytes: Buffer
      }
  )[],
): { body: Buffer; contentType: string } {
  const boundary = `----hardhat${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'bytes' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`))
    chunks.push('bytes' in part ? part.bytes : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}
